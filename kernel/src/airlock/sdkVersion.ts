/** The Airlock kernel's version, sent as the SDK version on every API call. */
export const SDK_VERSION = '0.1.0'
