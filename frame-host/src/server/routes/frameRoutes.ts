import { existsSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { fileURLToPath } from 'node:url'
import { LOCALE_PATTERN } from '../../protocol/locale'
import type { FrameHostConfig } from '../config'
import { projectProvidersOf } from '../oauth/socialLoginConfig'
import { type SmartAccountChain, smartAccountUrls } from '../smartAccountsConfig'
import { FRAME_CSS } from './frameCss'

/** The configuration the frame page reads from its `#airlock-frame-config` JSON script tag. */
export interface FramePageConfig {
  projectId: string
  /** App origin patterns allowed to embed the frame for this project. */
  allowedOrigins: string[]
  /** JSON-RPC URL per CAIP-2 chain id (from the frame host's config, never from the app). */
  chains: Record<string, string>
  /** The chain id the app asked to start on (query `chainId`). */
  chainId: string
  enableLogger: boolean
  /** The language of the frame's own texts (query `locale`), when the app names a well-formed one. */
  locale?: string
  /** The social providers the project offers (names only: the clients stay on the server). */
  socialProviders?: string[]
  /** Whether the frame host signs in with Farcaster (GET_FARCASTER_URI / CONNECT_FARCASTER). */
  farcaster?: boolean
  /** ERC-4337 services per EVM chain (CAIP-2): the chains where the default EVM account is a smart account. */
  smartAccounts?: Record<string, SmartAccountChain>
}

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * Content-Security-Policy of the frame page: only the project's origins may frame it. CSP's source
 * grammar has no IPv6 literals (Chromium rejects `http://[::1]:*` with a console error), so such origins
 * are left out: a page on an IPv6 literal cannot embed the frame; use `localhost` or a name.
 */
export function frameCsp(allowedOrigins: readonly string[], rpcUrls: readonly string[]): string {
  const rpcOrigins = [...new Set(rpcUrls.map((u) => new URL(u).origin))]
  const ancestors = allowedOrigins.filter((origin) => !origin.includes('['))
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self' ${rpcOrigins.join(' ')}`.trim(),
    `frame-ancestors ${ancestors.length > 0 ? ancestors.join(' ') : "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}

/** The browser scripts the frame host serves: the frame page's and the approval window's. */
export type FrameScriptEntry = 'main' | 'approvalWindowPage'

function frameEntry(entry: FrameScriptEntry): string {
  const fromSrc = fileURLToPath(new URL(`../../frame/${entry}.ts`, import.meta.url))
  if (existsSync(fromSrc)) return fromSrc
  return fileURLToPath(new URL(`../src/frame/${entry}.ts`, import.meta.url))
}

/** Bundles a frame-host browser script (default: the frame page's) with esbuild, once per process. */
export function frameScriptBundler(entry: FrameScriptEntry = 'main'): () => Promise<string> {
  let bundle: Promise<string> | undefined
  return () => {
    bundle ??= import('esbuild')
      .then((esbuild) =>
        esbuild.build({
          entryPoints: [frameEntry(entry)],
          bundle: true,
          format: 'iife',
          platform: 'browser',
          target: 'es2022',
          minify: true,
          write: false,
          logLevel: 'silent',
          legalComments: 'none',
        }),
      )
      .then((result) => result.outputFiles[0]?.text ?? '')
    bundle.catch(() => {
      bundle = undefined
    })
    return bundle
  }
}

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
}

/** The browser scripts {@link frameRoutes} serves. */
export interface FrameScripts {
  /** The frame page's script (/frame.js). */
  frame: () => Promise<string>
  /** The approval window's script (/approve.js). */
  approvalWindow: () => Promise<string>
}

const scriptResponse = async (res: ServerResponse, script: () => Promise<string>) => {
  const code = await script()
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'content-type': 'text/javascript; charset=utf-8',
    'cache-control': 'no-cache',
  })
  res.end(code)
}

/**
 * Serves /frame (the page, with its CSP), /frame.js and /frame.css, and the approval window that the
 * frame opens where the browser cannot check the frame's visibility: /approve (a top-level page that no
 * one may frame) and /approve.js.
 */
export function frameRoutes(config: FrameHostConfig, scripts: FrameScripts) {
  const projects = new Map(config.projects.map((p) => [p.id, p]))
  return {
    'GET /frame': async (req: IncomingMessage, res: ServerResponse) => {
      const url = new URL(req.url ?? '/', 'http://frame')
      const project = projects.get(url.searchParams.get('projectId') ?? '')
      if (!project) {
        res.writeHead(400, {
          ...SECURITY_HEADERS,
          'content-type': 'text/plain; charset=utf-8',
          'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        })
        return void res.end('Unknown or missing projectId')
      }
      const pageConfig: FramePageConfig = {
        projectId: project.id,
        allowedOrigins: project.origins,
        chains: config.chains,
        chainId: (url.searchParams.get('chainId') ?? '').slice(0, 64),
        enableLogger: url.searchParams.get('enableLogger') === 'true',
        socialProviders: projectProvidersOf(config.socialLogin, project.id),
      }
      if (config.farcaster) pageConfig.farcaster = true
      if (Object.keys(config.smartAccounts).length > 0) pageConfig.smartAccounts = config.smartAccounts
      const locale = url.searchParams.get('locale')
      if (locale && LOCALE_PATTERN.test(locale)) pageConfig.locale = locale
      res.writeHead(200, {
        ...SECURITY_HEADERS,
        'cross-origin-opener-policy': 'unsafe-none',
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': frameCsp(project.origins, [
          ...Object.values(config.chains),
          ...smartAccountUrls(config.smartAccounts),
        ]),
      })
      res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Airlock secure frame</title>
<link rel="stylesheet" href="/frame.css">
<script type="application/json" id="airlock-frame-config">${escapeJson(pageConfig)}</script>
<script src="/frame.js" defer></script>
</head><body><main id="airlock-frame" aria-live="polite"></main></body></html>`)
    },
    'GET /frame.js': (_req: IncomingMessage, res: ServerResponse) => scriptResponse(res, scripts.frame),
    'GET /approve': async (_req: IncomingMessage, res: ServerResponse) => {
      res.writeHead(200, {
        ...SECURITY_HEADERS,
        // The frame that opens this window is its opener: same-origin would cut that link.
        'cross-origin-opener-policy': 'unsafe-none',
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': frameCsp([], []),
      })
      res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Approve</title>
<link rel="stylesheet" href="/frame.css">
<script src="/approve.js" defer></script>
</head><body><main id="airlock-frame" aria-live="polite"></main></body></html>`)
    },
    'GET /approve.js': (_req: IncomingMessage, res: ServerResponse) =>
      scriptResponse(res, scripts.approvalWindow),
    'GET /frame.css': async (_req: IncomingMessage, res: ServerResponse) => {
      res.writeHead(200, { ...SECURITY_HEADERS, 'content-type': 'text/css; charset=utf-8' })
      res.end(FRAME_CSS)
    },
  }
}
