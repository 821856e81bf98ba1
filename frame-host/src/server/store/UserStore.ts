import { randomUUID } from 'node:crypto'
import type { FrameDatabase } from '../database/openFrameDatabase'

/** A frame-host user: an id and the email it signs in with. */
export interface FrameUser {
  id: string
  email: string
}

/** Users and their email identities. */
export class UserStore {
  constructor(
    private readonly db: FrameDatabase,
    private readonly now: () => number,
  ) {}

  /** The user signing in with `email`, created on first use (safe when two processes race). */
  async findOrCreateByEmail(email: string): Promise<FrameUser> {
    const existing = await this.findByEmail(email)
    if (existing) return existing
    const id = randomUUID()
    const at = new Date(this.now())
    await this.db.query('INSERT INTO users (id, created_at) VALUES ($1, $2)', [id, at])
    const inserted = await this.db.query(
      'INSERT INTO email_identities (email, user_id, created_at) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING RETURNING email',
      [email, id, at],
    )
    if (inserted.length > 0) return { id, email }
    await this.db.query('DELETE FROM users WHERE id = $1', [id])
    const winner = await this.findByEmail(email)
    if (!winner) throw new Error(`user for ${email} vanished while signing in`)
    return winner
  }

  /** The user with this email, if any. */
  async findByEmail(email: string): Promise<FrameUser | undefined> {
    const [row] = await this.db.query<{ user_id: string }>(
      'SELECT user_id FROM email_identities WHERE email = $1',
      [email],
    )
    return row ? { id: row.user_id, email } : undefined
  }

  /** Moves `userId` to `newEmail`; false when another user already has it. */
  async changeEmail(userId: string, newEmail: string): Promise<boolean> {
    const taken = await this.findByEmail(newEmail)
    if (taken) return taken.id === userId
    try {
      const rows = await this.db.query(
        'UPDATE email_identities SET email = $2 WHERE user_id = $1 RETURNING email',
        [userId, newEmail],
      )
      return rows.length > 0
    } catch {
      return false
    }
  }
}
