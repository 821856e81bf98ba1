import { createHash } from 'node:crypto'
import type { Reply } from '../http/reply'
import type { Router } from '../http/router'
import { TOKEN_MARKS } from './tokenMarks'

const PALETTE = ['#3b82f6', '#8b5cf6', '#ec4899', '#f97316', '#10b981', '#06b6d4', '#eab308', '#ef4444']

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** A small deterministic SVG icon: a coloured rounded square with up to two letters. */
export function iconSvg(seed: string, label: string): string {
  const digest = createHash('sha256').update(seed).digest()
  const color = PALETTE[digest[0]! % PALETTE.length]!
  const accent = PALETTE[digest[1]! % PALETTE.length]!
  const letters = escapeXml(
    label
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map((w) => w[0])
      .join('')
      .slice(0, 2)
      .toUpperCase() || '?',
  )
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="24" fill="${color}"/>` +
    `<circle cx="76" cy="20" r="12" fill="${accent}"/>` +
    `<text x="48" y="60" font-family="sans-serif" font-size="34" font-weight="700" text-anchor="middle" fill="#fff">${letters}</text>` +
    `</svg>`
  )
}

/** An image reply with a long cache lifetime (images never change for an id). */
export function svgReply(svg: string): Reply {
  return {
    status: 200,
    raw: svg,
    contentType: 'image/svg+xml',
    headers: { 'cache-control': 'public, max-age=86400' },
  }
}

/**
 * Public image routes for assets, currencies and tokens: /public/get{Asset,Currency,Token}Image/{id}. The
 * devnet's own tokens (ETH, SOL, BTC, USDC, DAI) get their marks; any other id a generated letter icon.
 */
export function addPublicImageRoutes(router: Router): void {
  for (const kind of ['Asset', 'Currency', 'Token']) {
    router.on('GET', `/public/get${kind}Image/:id`, ({ params }) => {
      const id = params.id ?? '?'
      return svgReply(
        Object.hasOwn(TOKEN_MARKS, id) ? (TOKEN_MARKS[id] as string) : iconSvg(`${kind}:${id}`, id),
      )
    })
  }
}
