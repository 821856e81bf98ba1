// The one stylesheet Airlock injects into each of its shadow roots.
import { shellStyles, tokenStyles } from './baseStyles'
import { componentStyles } from './componentStyles'
import { viewStyles } from './viewStyles'

/** Full CSS of the modal, buttons and views (scoped under `.al-root` inside shadow roots). */
export const airlockStyles: string = tokenStyles + shellStyles + componentStyles + viewStyles
