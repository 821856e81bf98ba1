import { expect, test } from 'vitest'

test('importing @airlock/ui touches nothing on the page', async () => {
  const before = document.documentElement.outerHTML
  const ui = await import('./index')
  expect(Object.keys(ui).length).toBeGreaterThan(10)
  expect(document.documentElement.outerHTML).toBe(before)
})

test('public export names of @airlock/ui', async () => {
  const ui = await import('./index')
  expect(Object.keys(ui).sort()).toMatchInlineSnapshot(`
    [
      "AirlockProvider",
      "Amount",
      "Avatar",
      "Button",
      "ConnectButton",
      "DEFAULT_THEME_VARIABLES",
      "ErrorNotice",
      "Icon",
      "IconButton",
      "Input",
      "ListItem",
      "NetworkButton",
      "QrCode",
      "QrCodePlaceholder",
      "Row",
      "ScopedStyle",
      "Spinner",
      "Stack",
      "Tabs",
      "Text",
      "Tooltip",
      "WalletImage",
      "addressHues",
      "formatAmount",
      "formatCurrency",
      "formatDate",
      "formatMessage",
      "formatNumber",
      "formatTokenAmount",
      "loadQrEncoder",
      "localeDirection",
      "nativeTokenMark",
      "networkImageUrl",
      "networkMark",
      "observer",
      "qrPath",
      "safeImageUrl",
      "sendError",
      "themeVariablesToCss",
      "tokenImageUrl",
      "useAccount",
      "useAirlock",
      "useAirlockState",
      "useConnectionStatus",
      "useCopyToClipboard",
      "useDebouncedValue",
      "useErrorText",
      "useFormatAmount",
      "useLocale",
      "useMessages",
      "useModal",
      "useNetwork",
      "usePlugin",
      "useReducedMotion",
      "useRetry",
      "useTranslateText",
      "useUiOptions",
      "useViewParams",
      "useWatched",
      "visitorError",
    ]
  `)
})
