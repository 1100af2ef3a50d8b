/**
 * The public origin of the site (https://example.com, no trailing slash), for canonical links, the sitemap and the
 * company profile. SITE_URL wins; otherwise the website named in content/company.yaml.
 */
export function resolveSiteUrl(fallback: string, value = process.env.SITE_URL): string {
  const candidate = value?.trim() || fallback
  let url: URL
  try {
    url = new URL(candidate)
  } catch {
    throw new Error(
      `SITE_URL must be the site's public address, such as https://www.example.com; found "${candidate}".`,
    )
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_URL must start with https:// (or http:// for a local test); found "${candidate}".`)
  }
  return url.origin
}
