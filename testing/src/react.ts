// React part of @airlock/testing: renderWithAirlock for component tests (needs a DOM).
export { type AirlockRender, type RenderWithAirlockOptions, renderWithAirlock } from './renderWithAirlock'
