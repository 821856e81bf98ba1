// Barrel of the kernel's services: errors, validation, formatting, storage, HTTP, RPC, API clients, logger.
export * from './errors/index'
export * from './format/constants'
export * from './storage/index'
export * from './api/schemas'
