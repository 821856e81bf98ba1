import { DEFAULT_PROJECT_ID } from '../../http/projects'

/** Which projects the devnet paymaster sponsors gas for; changed at run time through the control route. */
export class SponsorshipPolicy {
  private readonly sponsored = new Map<string, boolean>()

  /** @param sponsoredProjects projects sponsored from the start (default: the devnet's default project). */
  constructor(sponsoredProjects: readonly string[] = [DEFAULT_PROJECT_ID]) {
    for (const id of sponsoredProjects) this.sponsored.set(id, true)
  }

  /** Whether the project's operations get sponsored gas. */
  isSponsored(projectId: string | undefined): boolean {
    return projectId !== undefined && this.sponsored.get(projectId) === true
  }

  /** Turns sponsorship on or off for one project. */
  set(projectId: string, sponsored: boolean): void {
    this.sponsored.set(projectId, sponsored)
  }

  /** Every project with an explicit setting. */
  snapshot(): Record<string, boolean> {
    return Object.fromEntries(this.sponsored)
  }
}
