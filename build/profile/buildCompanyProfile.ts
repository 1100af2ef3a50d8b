import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib'
import type { SiteContent } from '../../lib/content/contentTypes.ts'

type ProfileContent = Pick<SiteContent, 'company' | 'about' | 'solutions'>

const sky = rgb(0.008, 0.518, 0.78) // sky-600
const emerald = rgb(0.02, 0.588, 0.412) // emerald-600
const ink = rgb(0.059, 0.09, 0.165) // slate-900
const muted = rgb(0.278, 0.333, 0.412) // slate-600
const margin = 50

/**
 * The one-page company profile behind "Download Company Profile", made from content/ at build time so it always
 * matches the site. Standard PDF fonts keep it small and need no font files.
 */
export async function buildCompanyProfile(
  { company, about, solutions }: ProfileContent,
  siteUrl: string,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`${company.name} company profile`)
  pdf.setAuthor(company.legalName)
  pdf.setSubject(company.tagline)
  // A fixed date makes the file identical from build to build when the content is.
  pdf.setCreationDate(new Date('2025-10-09T00:00:00Z'))
  pdf.setModificationDate(new Date('2025-10-09T00:00:00Z'))
  const page = pdf.addPage([595.28, 841.89])
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const width = page.getWidth() - margin * 2
  let y = page.getHeight() - margin

  page.drawRectangle({ x: 0, y: page.getHeight() - 8, width: page.getWidth(), height: 8, color: sky })
  y = write(page, company.name, bold, 24, ink, y - 16, width)
  y = write(page, company.tagline, regular, 11, muted, y - 4, width)
  y = write(page, 'Company profile', bold, 10, emerald, y - 6, width)

  y = heading(page, 'Who we are', bold, y - 14, width)
  y = write(page, company.summary, regular, 10, ink, y, width)

  y = heading(page, about.pillars.heading, bold, y - 10, width)
  for (const pillar of about.pillars.items) {
    y = write(page, `${pillar.title}: ${pillar.description}`, regular, 10, ink, y, width, 10)
  }

  y = heading(page, 'Solutions', bold, y - 10, width)
  for (const { data } of solutions) {
    y = write(page, `${data.title}: ${data.description}`, regular, 10, ink, y, width, 10)
  }

  y = heading(page, about.keyInfo.heading, bold, y - 10, width)
  const facts: [string, string][] = [
    [about.keyInfo.legalNameLabel, company.legalName],
    [about.keyInfo.legalFormLabel, company.legalForm],
    [about.keyInfo.licenseLabel, company.licenseNumber],
    [about.keyInfo.registeredLabel, company.registeredIn],
  ]
  for (const [label, value] of facts) y = write(page, `${label}: ${value}`, regular, 10, ink, y, width)

  y = heading(page, 'Contact', bold, y - 10, width)
  const { street, area, city, country } = company.address
  for (const line of [
    `${street}, ${area}, ${city}, ${country}`,
    `Phone: ${company.phone}`,
    `E-mail: ${company.email}`,
    `Business hours: ${company.businessHours}`,
    `Website: ${siteUrl}`,
  ]) {
    y = write(page, line, regular, 10, ink, y, width)
  }
  page.drawText(`© ${company.copyrightYear} ${company.legalName}`, {
    x: margin,
    y: margin - 20,
    size: 8,
    font: regular,
    color: muted,
  })
  return pdf.save()
}

function heading(page: PDFPage, text: string, font: PDFFont, y: number, width: number): number {
  return write(page, text.toUpperCase(), font, 10, sky, y, width) - 2
}

/** Draws wrapped text from the top line `y` and returns where the next line starts. */
function write(
  page: PDFPage,
  text: string,
  font: PDFFont,
  size: number,
  color: ReturnType<typeof rgb>,
  y: number,
  width: number,
  indent = 0,
): number {
  const lineHeight = size * 1.45
  let line = ''
  let cursor = y
  const flush = () => {
    cursor -= lineHeight
    page.drawText(line, { x: margin + indent, y: cursor, size, font, color })
    line = ''
  }
  for (const word of toWinAnsi(text).split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(candidate, size) > width - indent) flush()
    line = line ? `${line} ${word}` : word
  }
  if (line) flush()
  return cursor - 2
}

// The standard fonts cover Windows-1252 only; typographic marks are mapped to their nearest plain form.
function toWinAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7E\xA0-\xFF\u20AC]/g, '')
}
