// Public API of @airlock/ui.
export * from './components/index'
