// View ids the kernel's own tests navigate between, declared the way a UI package or a plugin declares
// its views (augmentation). Not exported from the package.

declare module '../../router/viewTypes' {
  interface ViewRegistry {
    Networks: undefined
    Send: undefined
    Receive: undefined
    AllWallets: undefined
    'test/sign-in': undefined
    'test/detail': { id: string }
  }
}

export {}

declare module '../../config/features' {
  interface FeatureFlags {
    /** A plugin-declared flag used by the kernel's tests. */
    tips: boolean
    /** A second one, off by default. */
    tipsExtra: boolean
  }
}
