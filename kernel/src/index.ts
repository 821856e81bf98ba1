// Public API of @airlock/kernel: what a host and a plugin author need, each documented at its declaration.
// The stores, registries, container and controllers are the kernel's own: hosts and plugins read state
// through `get`/`watch` (and the named getters and watchers) and change it through the actions.
//
// Only `export *` lines here: a bundler follows the re-exports of a module the page uses, so a list of
// names in this file would put every error class (most of them thrown only by lazily loaded code) into
// the page's first chunk; behind `export *`, only what the page's code uses is.
export * from './errors/public'
export * from './publicApi'
