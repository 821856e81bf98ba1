import { ENS_NAME_ZONE } from './constants'

/**
 * The full name of a label in the fixed zone, lower-cased; a name already in the zone is kept.
 *
 * @example
 * toFullName('Alice') // 'alice.airlock.id'
 */
export function toFullName(label: string): string {
  const lower = label.trim().toLowerCase()
  return lower.endsWith(`.${ENS_NAME_ZONE}`) ? lower : `${lower}.${ENS_NAME_ZONE}`
}

/**
 * The label of a full name in the fixed zone (the name itself when it is not in the zone).
 *
 * @example
 * toLabel('alice.airlock.id') // 'alice'
 */
export function toLabel(name: string): string {
  return name.endsWith(`.${ENS_NAME_ZONE}`) ? name.slice(0, -(ENS_NAME_ZONE.length + 1)) : name
}
