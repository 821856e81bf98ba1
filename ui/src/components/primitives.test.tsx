import { act } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { renderInShadow, type ShadowRender } from '../test-support/renderInShadow'
import {
  Button,
  IconButton,
  Input,
  ListItem,
  loadQrEncoder,
  QrCode,
  qrPath,
  Spinner,
  Tabs,
  Text,
  Tooltip,
  WalletImage,
} from './index'

let view: ShadowRender | undefined
afterEach(async () => {
  await view?.unmount()
  view = undefined
})

describe('primitives', () => {
  test('Button calls onClick, not while loading', async () => {
    const onClick = vi.fn()
    view = await renderInShadow(<Button onClick={onClick}>Go</Button>)
    const button = view.shadow.querySelector('button')!
    await act(async () => button.click())
    expect(onClick).toHaveBeenCalledTimes(1)
    await view.rerender(
      <Button onClick={onClick} loading>
        Go
      </Button>,
    )
    await act(async () => view!.shadow.querySelector('button')!.click())
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(view.shadow.querySelector('[role="status"]')).not.toBeNull()
    expect(view.shadow.querySelector('button')!.getAttribute('aria-busy')).toBe('true')
  })

  test('Button is styled from the theme (accent background, radius from master)', async () => {
    view = await renderInShadow(<Button>Go</Button>)
    const style = getComputedStyle(view.shadow.querySelector('button')!)
    expect(style.backgroundColor).toBe('rgb(29, 111, 232)')
    expect(style.height).toBe('40px')
  })

  test('IconButton has an accessible name', async () => {
    view = await renderInShadow(<IconButton icon="close" label="Close" />)
    expect(view.shadow.querySelector('button')!.getAttribute('aria-label')).toBe('Close')
  })

  test('Text follows the font-size master', async () => {
    view = await renderInShadow(<Text variant="title">Hi</Text>)
    expect(getComputedStyle(view.shadow.querySelector('.al-text')!).fontSize).toBe('16px')
    view.root.style.setProperty('--airlock-font-size-master', '12px')
    expect(getComputedStyle(view.shadow.querySelector('.al-text')!).fontSize).toBe('19.2px')
  })

  test('WalletImage refuses unsafe URLs and shows the name as text only', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1">'
    view = await renderInShadow(<WalletImage src="javascript:alert(1)" name={hostile} />)
    expect(view.shadow.querySelector('img')).toBeNull()
    expect(view.shadow.querySelector('[role="img"]')!.getAttribute('aria-label')).toBe(hostile)
    expect(view.shadow.querySelector('.al-image-fallback')!.textContent).toBe('<')
    await view.rerender(<WalletImage src="http://127.0.0.1:1/x.png" name="W" />)
    expect(view.shadow.querySelector('img')).toBeNull()
    await view.rerender(<WalletImage src="https://example.invalid/x.png" name="W" />)
    expect(view.shadow.querySelector('img')!.getAttribute('src')).toBe('https://example.invalid/x.png')
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  })

  test('WalletImage allows loopback http only with allowLocalhostImages', async () => {
    view = await renderInShadow(<WalletImage src="http://127.0.0.1:1/x.png" name="W" />, {
      uiOptions: { allowLocalhostImages: true },
    })
    expect(view.shadow.querySelector('img')!.getAttribute('src')).toBe('http://127.0.0.1:1/x.png')
  })

  test('WalletImage falls back when the image fails to load', async () => {
    view = await renderInShadow(<WalletImage src="data:image/png;base64,AAAA" name="Broken" />)
    const img = view.shadow.querySelector('img')!
    await vi.waitFor(() => expect(img.isConnected).toBe(false))
    expect(view.shadow.querySelector('.al-image-fallback')!.textContent).toBe('B')
  })

  test('ListItem renders label, tag and trailing text', async () => {
    const onClick = vi.fn()
    view = await renderInShadow(
      <ListItem label="All Wallets" tag="Installed" end="420+" chevron onClick={onClick} />,
    )
    const button = view.shadow.querySelector('button')!
    expect(button.textContent).toBe('All WalletsInstalled420+')
    await act(async () => button.click())
    expect(onClick).toHaveBeenCalled()
  })

  test('Input wires its label and error', async () => {
    view = await renderInShadow(<Input label="Search wallet" icon="search" error="Nope" />)
    const input = view.shadow.querySelector('input')!
    expect(view.shadow.querySelector(`label[for="${input.id}"]`)!.textContent).toBe('Search wallet')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(view.shadow.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe('Nope')
  })

  test('Tabs move selection with arrow keys', async () => {
    const selected: string[] = []
    const tabs = [
      { key: 'a', label: 'A' },
      { key: 'b', label: 'B' },
      { key: 'c', label: 'C' },
    ]
    view = await renderInShadow(
      <Tabs tabs={tabs} selected="a" onSelect={(k) => selected.push(k)} label="T" idPrefix="t" />,
    )
    const first = view.shadow.querySelector<HTMLButtonElement>('[role="tab"]')!
    expect(first.getAttribute('aria-selected')).toBe('true')
    await act(async () =>
      first.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true })),
    )
    await act(async () =>
      first.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })),
    )
    expect(selected).toEqual(['c', 'b'])
  })

  test('Tooltip shows on focus and links with aria-describedby [spec 2.14]', async () => {
    view = await renderInShadow(
      <Tooltip text="Copy link">
        <button type="button">c</button>
      </Tooltip>,
    )
    const button = view.shadow.querySelector('button')!
    await act(async () => button.focus())
    const tip = view.shadow.querySelector('[role="tooltip"]')!
    expect(tip.textContent).toBe('Copy link')
    expect(button.getAttribute('aria-describedby')).toBe(tip.id)
    await act(async () => button.blur())
    expect(view.shadow.querySelector('[role="tooltip"]')).toBeNull()
  })

  test('QrCode loads its encoder, then draws the value as one SVG path', async () => {
    view = await renderInShadow(<QrCode value="wc:abc@2" size={200} />)
    const shadow = view.shadow
    // Labelled from the first frame, drawn once the encoder chunk has loaded.
    expect(shadow.querySelector('[role="img"]')!.getAttribute('aria-label')).toBe('QR code')
    await vi.waitFor(() =>
      expect(shadow.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100),
    )
    expect(shadow.querySelector('[role="img"]')!.hasAttribute('aria-busy')).toBe(false)
    await loadQrEncoder()
    const { path, size } = qrPath('wc:abc@2?relay-protocol=irn&symKey=123')
    expect(size).toBeGreaterThan(20)
    expect(path.startsWith('M')).toBe(true)
  })

  test('Spinner announces a status', async () => {
    view = await renderInShadow(<Spinner label="Connecting" />)
    expect(view.shadow.querySelector('[role="status"]')!.getAttribute('aria-label')).toBe('Connecting')
  })
})
