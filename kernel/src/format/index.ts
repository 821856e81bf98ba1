// Barrel of the kernel's formatting helpers and the spec's constants.
export * from './address'
export * from './constants'
export * from './number'
