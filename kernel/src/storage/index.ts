// Barrel of the kernel's persistent storage.
export * from './backend'
export * from './ConnectionStorage'
export * from './keys'
export * from './PluginStorage'
export * from './recentWallets'
export * from './StorageService'
export * from './TimedCache'
export * from './TypedStorage'
