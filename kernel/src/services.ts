// Barrel of the kernel's services: errors, validation, formatting, storage, HTTP, RPC, API clients, logger.
export * from './errors/index'
