// Barrel of the kernel's pure validation rules.
export * from './caip'
export * from './numericInput'
