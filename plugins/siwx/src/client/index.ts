// @airlock/siwx/client: a `siwx` config backed by @airlock/siwx-server (fetch only; no kernel or ui).
export {
  createSiwxServerConfig,
  type SiwxServerConfigOptions,
  SiwxServerError,
  type SiwxServerErrorCode,
} from './createSiwxServerConfig'
