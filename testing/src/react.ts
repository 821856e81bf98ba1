// React part of @airlock/testing: renderWithAirlock for component tests and the browser journeys' host page
// (needs a DOM).
export { type AirlockRender, type RenderWithAirlockOptions, renderWithAirlock } from './renderWithAirlock'
export { mountTestApp, SignMessagePanel, type SignMessagePanelProps, type TestAppOptions } from './testApp'
