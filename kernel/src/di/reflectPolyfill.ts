// A tiny Reflect metadata polyfill, just enough for tsyringe: its import-time check needs
// `Reflect.getMetadata`, and its non-decorator register/resolve paths never read metadata we did not
// define. It must be evaluated BEFORE tsyringe; the build keeps it in its own chunk (see README).
// It only adds missing functions and never replaces a real reflect-metadata.

type MetadataKey = unknown
type Target = object

interface ReflectMetadata {
  getMetadata(key: MetadataKey, target: Target, property?: PropertyKey): unknown
  getOwnMetadata(key: MetadataKey, target: Target, property?: PropertyKey): unknown
  hasOwnMetadata(key: MetadataKey, target: Target, property?: PropertyKey): boolean
  defineMetadata(key: MetadataKey, value: unknown, target: Target, property?: PropertyKey): void
}

const reflect = Reflect as typeof Reflect & Partial<ReflectMetadata>

if (typeof reflect.getMetadata !== 'function') {
  const store = new WeakMap<Target, Map<PropertyKey | undefined, Map<MetadataKey, unknown>>>()
  const own = (target: Target, property: PropertyKey | undefined, create: boolean) => {
    let byProperty = store.get(target)
    if (!byProperty && create) {
      byProperty = new Map()
      store.set(target, byProperty)
    }
    let byKey = byProperty?.get(property)
    if (!byKey && create && byProperty) {
      byKey = new Map()
      byProperty.set(property, byKey)
    }
    return byKey
  }
  const polyfill: ReflectMetadata = {
    getOwnMetadata: (key, target, property) => own(target, property, false)?.get(key),
    hasOwnMetadata: (key, target, property) => own(target, property, false)?.has(key) ?? false,
    defineMetadata: (key, value, target, property) => {
      own(target, property, true)?.set(key, value)
    },
    getMetadata(key, target, property) {
      for (let t: Target | null = target; t; t = Object.getPrototypeOf(t) as Target | null) {
        const map = own(t, property, false)
        if (map?.has(key)) return map.get(key)
      }
      return undefined
    },
  }
  Object.assign(reflect, polyfill)
}

/** Marker proving the polyfill module ran (imported for its side effect before tsyringe). */
export const REFLECT_POLYFILL = true
