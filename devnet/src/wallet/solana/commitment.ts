// Commitment levels the Solana test wallets accept (product spec §5): the three current ones and the legacy
// names, which map as the Solana client always mapped them.

/** The three commitment levels, lowest first. */
export const COMMITMENT_LEVELS = ['processed', 'confirmed', 'finalized'] as const

/** A current commitment level. */
export type CommitmentLevel = (typeof COMMITMENT_LEVELS)[number]

/** Legacy names → current level (recent = processed; single, singleGossip = confirmed; root, max = finalized). */
export const LEGACY_COMMITMENTS: Readonly<Record<string, CommitmentLevel>> = {
  recent: 'processed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  root: 'finalized',
  max: 'finalized',
}

/** Every name sign-and-send accepts: processed, confirmed, finalized, recent, single, singleGossip, root, max. */
export const ACCEPTED_COMMITMENTS: readonly string[] = [
  ...COMMITMENT_LEVELS,
  ...Object.keys(LEGACY_COMMITMENTS),
]

/** The current level for a commitment name, or undefined when the name is unknown. */
export function normalizeCommitment(name: string): CommitmentLevel | undefined {
  if ((COMMITMENT_LEVELS as readonly string[]).includes(name)) return name as CommitmentLevel
  return Object.hasOwn(LEGACY_COMMITMENTS, name) ? LEGACY_COMMITMENTS[name] : undefined
}

/** Whether a signature status (`confirmationStatus`) has reached `level`. */
export function hasReached(status: string | null | undefined, level: CommitmentLevel): boolean {
  const rank = COMMITMENT_LEVELS.indexOf(status as CommitmentLevel)
  return rank >= 0 && rank >= COMMITMENT_LEVELS.indexOf(level)
}
