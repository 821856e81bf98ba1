import { expect, test } from 'vitest'
import * as ui from './index'

test('public export names of @airlock/ui', () => {
  expect(Object.keys(ui).sort()).toMatchInlineSnapshot(`
    [
      "AirlockProvider",
      "Avatar",
      "Button",
      "ConnectButton",
      "DEFAULT_THEME_VARIABLES",
      "EMAIL_BLOCK_VIEW",
      "Icon",
      "IconButton",
      "Input",
      "ListItem",
      "NetworkButton",
      "QrCode",
      "QrCodePlaceholder",
      "Row",
      "SOCIAL_BLOCK_VIEW",
      "ScopedStyle",
      "Spinner",
      "Stack",
      "Tabs",
      "Text",
      "Tooltip",
      "WalletImage",
      "addressHues",
      "qrPath",
      "safeImageUrl",
      "themeVariablesToCss",
      "useAccount",
      "useAirlock",
      "useConnectionStatus",
      "useCopyToClipboard",
      "useDebouncedValue",
      "useModal",
      "useNetwork",
      "useObservableValue",
      "useReducedMotion",
      "useUiOptions",
      "useViewParams",
    ]
  `)
})
