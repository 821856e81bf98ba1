// Public API of @airlock/kernel. The core (instance, plugins, router, stores) and the services
// (errors, validation, formatting, storage, HTTP, API clients, logger) each keep their own barrel.
export * from './core'
export * from './services'
