import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import colors from 'tailwindcss/colors'
import type { SiteContent } from '../../lib/content/contentTypes.ts'
import type { IconName } from '../../lib/content/iconNames.ts'
import { icons } from '../../components/ui/iconDrawings.ts'
import { localeInfo, localizeHref } from '../../lib/locales.ts'
import { pathOf } from '../../lib/routes.ts'
import type { ProfileTypeface } from './profileFonts.ts'

type Accent = 'sky' | 'emerald'

/** A picture the template draws: a file of content/images/ (buildCompanyProfile.ts hands it over), or SVG markup. */
export type Picture = { path: string } | { svg: string }

/** Everything the template prints, in one language: plain data, read by the template with json(), never spliced in. */
export interface ProfileData {
  lang: string
  dir: 'ltr' | 'rtl'
  /** The typeface the document is set in (profileFonts.ts). */
  fonts: ProfileTypeface
  /** The site's palette (tailwind.config.ts): sky and emerald over slate. */
  colors: Record<string, string>
  document: { title: string; author: string; subject: string; keywords: string[] }
  cover: {
    label: string
    name: string
    tagline: string
    summary: string
    logo: Picture
    illustration: Picture & { alt: string | null }
  }
  figures: { heading: string; items: { value: string; label: string; href: string; accent: Accent }[] }
  about: { label: string; heading: string; paragraphs: string[] }
  visionMission: { heading: string; items: { title: string; text: string; accent: Accent }[] }
  promise: { heading: string; text: string }
  pillars: { heading: string; intro: string; items: { title: string; description: string; icon: Picture }[] }
  values: { heading: string; intro: string; items: { title: string; description: string; icon: Picture }[] }
  solutions: {
    label: string
    heading: string
    intro: string
    items: { title: string; subtitle: string; description: string; href: string; picture: Picture; accent: Accent }[]
  }
  initiatives: {
    label: string
    heading: string
    intro: string
    items: { title: string; subtitle: string; href: string }[]
  }
  team: {
    heading: string
    intro: string
    members: { name: string; position: string; bio: string; portrait: Picture }[]
  }
  keyInfo: { heading: string; facts: { label: string; value: string }[] }
  contact: {
    label: string
    heading: string
    items: { label: string; lines: string[]; href: string | null }[]
    website: { text: string; href: string }
  }
  footer: { copyright: string }
}

/**
 * Arabic vowel marks (harakat, tanwin, shadda, sukun and the dagger alef) left out of the Arabic profile: Typst gives
 * a mark it positions above or below its letter the text of the whole letter, so the letter came out twice when the
 * PDF was copied, searched or read aloud (typst/typst#8767, open for Typst 0.14). Modern Arabic print leaves these
 * marks out; the words read the same, and the PDF's text is the words as written.
 */
export function withoutArabicMarks(text: string): string {
  return text.replace(/[\u064B-\u065F\u0670]/g, '')
}

/** Every string of `value`, mapped by `map`. */
function mapStrings<T>(value: T, map: (text: string) => string): T {
  if (typeof value === 'string') return map(value) as T
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map)) as T
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, mapStrings(field, map)])) as T
}

const image = (src: string): { path: string } => ({ path: src })
const accent = (index: number): Accent => (index % 2 === 0 ? 'sky' : 'emerald')

/** An icon of the site (lucide), drawn as the cards of the pages draw it, as SVG the template embeds as a vector. */
function iconSvg(name: IconName, color: string): { svg: string } {
  return { svg: renderToStaticMarkup(createElement(icons[name], { size: 24, color, strokeWidth: 2 })) }
}

/** A section of icon cards (the pillars, the values), each icon in the accent its card has on the About page. */
function iconCards(section: {
  heading: string
  intro: string
  items: { icon: IconName; title: string; description: string }[]
}): ProfileData['pillars'] {
  return {
    heading: section.heading,
    intro: section.intro,
    items: section.items.map((item, index) => ({
      title: item.title,
      description: item.description,
      icon: iconSvg(item.icon, colors[accent(index)][700]),
    })),
  }
}

/**
 * What the profile of one language prints, taken from the content the pages show: the company's facts, the About page,
 * the solutions and initiatives, the home page's key figures and the team. `siteUrl` is the public origin.
 */
export function profileData(content: SiteContent, siteUrl: string, fonts: ProfileData['fonts']): ProfileData {
  const { locale, company, about, home, navigation, contact, vision, solutionsPage } = content
  const { title } = about.profile
  const { dir, comma } = localeInfo[locale]
  const url = (path: string) => `${siteUrl}${localizeHref(locale, path) === '/' ? '' : localizeHref(locale, path)}`
  const { street, area, city, country } = company.address
  const data: ProfileData = {
    lang: locale,
    dir,
    fonts,
    colors: {
      sky50: colors.sky[50],
      sky100: colors.sky[100],
      sky600: colors.sky[600],
      sky700: colors.sky[700],
      emerald50: colors.emerald[50],
      emerald100: colors.emerald[100],
      emerald600: colors.emerald[600],
      emerald700: colors.emerald[700],
      slate50: colors.slate[50],
      slate100: colors.slate[100],
      slate200: colors.slate[200],
      slate500: colors.slate[500],
      slate600: colors.slate[600],
      slate700: colors.slate[700],
      slate900: colors.slate[900],
    },
    document: {
      title: `${company.name}: ${title}`,
      author: company.legalName,
      subject: company.tagline,
      keywords: [company.name, ...about.pillars.items.map((pillar) => pillar.title)],
    },
    cover: {
      label: title,
      name: company.name,
      tagline: company.tagline,
      summary: company.summary,
      logo: image('logo-mark.svg'),
      illustration: { ...image(home.hero.illustration.src), alt: home.hero.illustration.alt ?? null },
    },
    figures: {
      heading: home.figures.heading,
      items: home.figures.items.map((figure, index) => ({
        value: figure.value,
        label: figure.label,
        href: `${siteUrl}${figure.href}`,
        accent: accent(index),
      })),
    },
    about: { label: about.about.label, heading: about.about.heading, paragraphs: about.about.paragraphs },
    visionMission: {
      heading: about.visionMission.heading,
      items: [
        { ...about.visionMission.vision, accent: 'sky' },
        { ...about.visionMission.mission, accent: 'emerald' },
      ],
    },
    promise: about.promise,
    pillars: iconCards(about.pillars),
    values: iconCards(about.values),
    solutions: {
      label: solutionsPage.hero.label,
      heading: solutionsPage.hero.heading,
      intro: solutionsPage.hero.text,
      items: content.solutions.map(({ slug, data }) => ({
        title: data.title,
        subtitle: data.subtitle,
        description: data.description,
        href: url(pathOf('solution', slug)),
        picture: image(data.illustration.src),
        accent: data.color,
      })),
    },
    initiatives: {
      label: vision.hero.label,
      heading: vision.grid.heading,
      intro: vision.hero.text,
      items: content.initiatives.map(({ slug, data }) => ({
        title: data.title,
        subtitle: data.subtitle,
        href: url(pathOf('initiative', slug)),
      })),
    },
    team: {
      heading: about.team.heading,
      intro: about.team.intro,
      members: content.team.map(({ data }) => ({
        name: data.name,
        position: data.position,
        bio: data.bio,
        portrait: image(data.image),
      })),
    },
    keyInfo: {
      heading: about.keyInfo.heading,
      facts: [
        { label: about.keyInfo.legalNameLabel, value: company.legalName },
        { label: about.keyInfo.licenseLabel, value: company.licenseNumber },
        { label: about.keyInfo.legalFormLabel, value: company.legalForm },
        { label: about.keyInfo.registeredLabel, value: company.registeredIn },
      ],
    },
    contact: {
      label: contact.tag,
      heading: contact.heading,
      items: [
        { label: contact.cards.address, lines: [street, [area, city, country].join(comma)], href: null },
        { label: contact.cards.phone, lines: [company.phone], href: `tel:${company.phone.replace(/ /g, '')}` },
        { label: contact.cards.email, lines: [company.email], href: `mailto:${company.email}` },
        { label: contact.cards.hours, lines: [company.businessHours], href: null },
      ],
      website: { text: new URL(siteUrl).host, href: url('/') },
    },
    // As the site's footer writes it: a legal name ending in L.L.C. takes no second full stop.
    footer: {
      copyright: `© ${company.copyrightYear} ${company.legalName}${company.legalName.endsWith('.') ? '' : '.'} ${navigation.footer.rights}`,
    },
  }
  // Paths, addresses and SVG markup hold no Arabic marks, so every string of the data can go through the filter.
  return locale === 'ar' ? mapStrings(data, withoutArabicMarks) : data
}
