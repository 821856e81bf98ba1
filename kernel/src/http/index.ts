// Barrel of the kernel's HTTP helper and retry policy.
export * from './HttpClient'
export * from './retry'
