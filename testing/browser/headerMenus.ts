import type { Locator, Page } from 'playwright-core'

// The header's menus are <details> elements (they work without JavaScript): their <summary> is the button a visitor
// presses, and the element's `open` state is what a screen reader announces as expanded.

/** The summary of a desktop dropdown, by its label. */
export const dropdownToggle = (page: Page, label: string): Locator =>
  page.locator('details[data-menu="dropdown"] > summary', { hasText: label })

/** The summary that opens the phone menu. */
export const mobileToggle = (page: Page): Locator => page.locator('details[data-menu="mobile"] > summary')

/** The summary of a section inside the phone menu, by its label. */
export const mobileSection = (page: Page, label: string): Locator =>
  page.locator('details[data-menu="mobile"] details > summary', { hasText: label })

/** Whether the menu a summary belongs to is open. */
export const isOpen = (summary: Locator): Promise<boolean> =>
  summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open)

/** The links of the menu a summary opens. */
export const menuLinks = (summary: Locator): Locator =>
  summary.locator('xpath=..').locator(':scope > div a, :scope > ul a')

/** How many header menus are open. */
export const openMenus = (page: Page): Promise<number> => page.locator('header details[open]').count()
