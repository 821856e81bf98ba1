// Barrel of the kernel's logger.
export * from './Logger'
