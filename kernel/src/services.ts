// Barrel of the kernel's services: errors, validation, formatting, storage, HTTP, RPC, API clients, logger.
export * from './api/index'
export * from './errors/index'
export * from './format/index'
export * from './http/index'
export * from './logger/index'
export * from './rpc/index'
export * from './storage/index'
export * from './validation/index'
