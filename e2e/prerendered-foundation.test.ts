import { describe, expect, it } from 'vitest'
import { loadSiteContent } from '../lib/content/loadSiteContent.ts'
import { baseURL, fetchPage } from './helpers.ts'

const content = loadSiteContent()
const { home, about, leadership, company } = content

describe('prerendered HTML holds every word of the page, for readers without JavaScript', () => {
  it.each([
    {
      path: '/',
      words: [
        'STRATEGIC NATIONAL PARTNER',
        "EMPOWERING THE UAE'S VISION",
        home.hero.text,
        'Explore Our Solutions',
        'Contact Us',
        'Our Solutions',
        'Advanced Robotics',
        'Smart Cities',
        'Clean Energy',
        'Innovation Partnerships',
        'Read More',
        'Ready to Transform Your Operations?',
        'Get Started Today',
      ],
    },
    {
      path: '/about',
      words: [
        'Innovation for the Nation',
        ...about.about.paragraphs,
        about.visionMission.heading,
        about.promise.text,
        'Robotics & Automation',
        'Clean & Smart Energy',
        'Sustainable Cities',
        'Partnership First',
        'Innovation',
        'Sustainability',
        'Integrity',
        'Collaboration',
        'Excellence',
        'Managing Director',
        'Technical Director',
        'Owner',
        'Admin & Logistics Officer',
        company.legalName,
        '1436380',
        'Email Us',
        'Download Company Profile',
      ],
    },
    { path: '/team', words: [leadership.heading, leadership.intro, 'Owner', 'Managing Director', leadership.profileButton] },
  ])('$path', async ({ path, words }) => {
    const page = await fetchPage(path)
    expect(page.status).toBe(200)
    for (const word of words) expect(page.text).toContain(word)
  })

  it('every page carries the header and footer', async () => {
    const { text } = await fetchPage('/team')
    for (const label of ['Home', 'About', 'National Vision Alignment', 'Our Solutions', 'News', 'Contact']) expect(text).toContain(label)
    for (const label of ['Our Team', 'Privacy Policy', 'Terms of Service', 'All rights reserved.']) expect(text).toContain(label)
    expect(text).toContain(`© 2025 ${company.legalName} All rights reserved.`)
  })

  it.each(['/no-such-page', '/vision/unknown', '/solutions/unknown/deeper'])('%s answers 404 with the not-found page', async (path) => {
    const page = await fetchPage(path)
    expect(page.status).toBe(404)
    expect(page.text).toContain('404 Page Not Found')
    expect(page.text).toContain('Did you forget to add the page to the router?')
    expect(page.html).toContain('<meta name="robots" content="noindex"/>')
  })

  it('the company profile is a real PDF', async () => {
    const response = await fetch(`${baseURL()}/company-profile.pdf`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    expect(bytes.subarray(-6).toString()).toContain('%%EOF')
  })
})
