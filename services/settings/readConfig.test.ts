import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { ConfigError, readConfig } from './readConfig.ts'

const fallbacks = { companyEmail: 'info@company.example' }

function problemsOf(env: Record<string, string>): string[] {
  try {
    readConfig(env, fallbacks)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  throw new Error('expected a ConfigError')
}

describe('the configuration', () => {
  it('works with no variables set: port 3000, data/enquiries.jsonl, the outbox and the company address', () => {
    expect(readConfig({}, fallbacks)).toEqual({
      port: 3000,
      host: undefined,
      contactLog: path.resolve('data/enquiries.jsonl'),
      smtpUrl: undefined,
      contactTo: 'info@company.example',
      contactFrom: 'info@company.example',
      rateLimit: 5,
      trustProxy: [],
      keepAliveSeconds: 65,
      requestTimeoutSeconds: 25,
      siteOrigin: undefined,
      smtpAllowPlaintext: false,
      metrics: { port: 9464, host: '127.0.0.1' },
      database: undefined,
      retentionDays: 730,
      analytics: { dir: path.resolve('data/analytics'), retentionDays: 30 },
      editorSignIn: undefined,
      cmsRepository: undefined,
      // The sign-in offers GitHub alone: the developers' local clone only with CMS_LOCAL_REPOSITORY=true.
      cmsLocalRepository: false,
      warnings: [],
    })
  })

  it.each([
    { env: { ANALYTICS: 'off' }, analytics: undefined },
    {
      env: { CONTACT_LOG: '/srv/site/enquiries.jsonl', ANALYTICS_RETENTION_DAYS: '14' },
      analytics: { dir: '/srv/site/analytics', retentionDays: 14 },
    },
    { env: { ANALYTICS_DIR: '/srv/views' }, analytics: { dir: '/srv/views', retentionDays: 30 } },
  ])('keeps the page views beside the enquiry log unless told otherwise, or none: $env', ({ env, analytics }) => {
    expect(readConfig(env, fallbacks).analytics).toEqual(analytics)
  })

  it.each([
    ['ANALYTICS', 'no', 'ANALYTICS is "no"; set it to off to record no page views, or leave it unset (on).'],
    [
      'ANALYTICS_RETENTION_DAYS',
      '0',
      'ANALYTICS_RETENTION_DAYS is "0"; set it to a whole number from 1 to 366 (days of page views kept, as the privacy policy says), or leave it unset for 30.',
    ],
  ])('refuses %s=%s, saying what to set', (name, value, message) => {
    expect(() => readConfig({ [name]: value }, fallbacks)).toThrow(message)
  })

  it('reads every variable, and treats an empty one as unset', () => {
    const config = readConfig(
      {
        PORT: '8080',
        CONTACT_LOG: '/var/lib/contact/enquiries.jsonl',
        SMTP_URL: 'smtps://user:secret@mail.example.com:465',
        CONTACT_TO: 'sales@company.example',
        CONTACT_FROM: 'Website <website@company.example>',
        CONTACT_RATE_LIMIT: '20',
        TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::/8 , 192.0.2.7',
        KEEP_ALIVE_SECONDS: '120',
        REQUEST_TIMEOUT_SECONDS: '60',
        SMTP_ALLOW_PLAINTEXT: 'true',
        METRICS_PORT: '9100',
        METRICS_HOST: '10.1.2.3',
        SITE_URL: 'https://www.company.example/',
        HOST: '',
        DATABASE_URL: 'postgres://contact:secret@db.company.example:5432/website?sslmode=verify-full',
        DATABASE_POOL_MAX: '4',
        DATABASE_TIMEOUT_MS: '2500',
        CONTACT_RETENTION_DAYS: '365',
      },
      fallbacks,
    )
    expect(config).toMatchObject({
      port: 8080,
      host: undefined,
      contactLog: '/var/lib/contact/enquiries.jsonl',
      smtpUrl: 'smtps://user:secret@mail.example.com:465',
      contactTo: 'sales@company.example',
      contactFrom: 'Website <website@company.example>',
      rateLimit: 20,
      trustProxy: ['loopback', '10.0.0.0/8', 'fd00::/8', '192.0.2.7'],
      keepAliveSeconds: 120,
      requestTimeoutSeconds: 60,
      smtpAllowPlaintext: true,
      metrics: { port: 9100, host: '10.1.2.3' },
      siteOrigin: 'https://www.company.example',
      database: {
        url: 'postgres://contact:secret@db.company.example:5432/website?sslmode=verify-full',
        poolMax: 4,
        timeoutMs: 2500,
      },
      retentionDays: 365,
    })
  })

  it('names every bad variable at once, each with what to set, and never repeats the SMTP password', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      CONTACT_LOG: 'data/',
      SMTP_URL: 'mail.example.com:secret',
      CONTACT_TO: 'sales',
      CONTACT_FROM: 'Website <not an address>',
      CONTACT_RATE_LIMIT: '0',
      TRUST_PROXY: 'true',
      KEEP_ALIVE_SECONDS: '0',
      SITE_URL: 'www.example.com',
      DATABASE_URL: 'mysql://root:secret@db/website',
      DATABASE_POOL_MAX: '0',
      DATABASE_TIMEOUT_MS: 'soon',
      CONTACT_RETENTION_DAYS: '0',
    })
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual([
      'PORT',
      'SITE_URL',
      'CONTACT_LOG',
      'SMTP_URL',
      'CONTACT_TO',
      'CONTACT_FROM',
      'CONTACT_RATE_LIMIT',
      'TRUST_PROXY',
      'KEEP_ALIVE_SECONDS',
      'DATABASE_URL',
      'DATABASE_POOL_MAX',
      'DATABASE_TIMEOUT_MS',
      'CONTACT_RETENTION_DAYS',
    ])
    expect(problems.every((problem) => !problem.includes('\n'))).toBe(true)
    expect(problems.join('\n')).not.toContain('secret')
    expect(problems.join('\n').replaceAll(process.cwd(), '<cwd>')).toMatchInlineSnapshot(`
      "PORT is "eighty"; set it to a whole number from 0 to 65535 (the port to listen on), or leave it unset for 3000.
      SITE_URL is "www.example.com"; set it to the site's public address, such as https://www.example.com, or leave it unset.
      CONTACT_LOG is "data/", a directory; set it to a file path such as data/enquiries.jsonl.
      SMTP_URL is not an smtp:// or smtps:// URL; set it like smtp://user:password@mail.example.com:587, or leave it unset to write e-mails as .eml files to the outbox beside CONTACT_LOG.
      CONTACT_TO is "sales"; set it to the e-mail address that receives the enquiries, such as enquiries@example.com, or leave it unset to use the company address info@company.example.
      CONTACT_FROM is "Website <not an address>"; set it to the e-mail address the enquiry e-mails are sent from, such as enquiries@example.com, or leave it unset to use the company address info@company.example.
      CONTACT_RATE_LIMIT is "0"; set it to a whole number from 1 to 100000 (posts accepted per client per 10 minutes), or leave it unset for 5.
      TRUST_PROXY is "true", a hop count or a yes/no; it takes the addresses of the proxies in front of the service instead (such as loopback, 10.0.0.0/8 or the load balancer's address, separated by commas), because a count lets any client that reaches the service directly choose its own address. Leave it unset when clients connect directly.
      KEEP_ALIVE_SECONDS is "0"; set it to a whole number from 1 to 3600 (seconds an idle connection is kept open), or leave it unset for 65.
      DATABASE_URL is not a postgres:// URL; set it like postgres://user:password@db.example.com:5432/website?sslmode=verify-full, or leave it unset to keep enquiries in the JSON-lines log at CONTACT_LOG.
      DATABASE_POOL_MAX is "0"; set it to a whole number from 1 to 1000 (connections to PostgreSQL each replica keeps at most), or leave it unset for 10.
      DATABASE_TIMEOUT_MS is "soon"; set it to a whole number from 100 to 600000 (milliseconds to wait for PostgreSQL before refusing a post with 503), or leave it unset for 5000.
      CONTACT_RETENTION_DAYS is "0"; set it to a whole number from 1 to 36500 (days an enquiry is kept before it is erased, as the privacy policy promises), or leave it unset for 730."
    `)
  })
})

describe('the settings an attacker would like loose', () => {
  it('refuses a hop count in TRUST_PROXY, saying why, and a range that is not one', () => {
    expect(problemsOf({ TRUST_PROXY: '1' })[0]).toMatch(/^TRUST_PROXY is "1", a hop count.*choose its own address/)
    expect(problemsOf({ TRUST_PROXY: 'loopback,10.0.0.0/33,proxy.local' })).toEqual([
      'TRUST_PROXY has "10.0.0.0/33", "proxy.local", which is not an address, a CIDR range (10.0.0.0/8, fd00::/8) or one of loopback, linklocal, uniquelocal; list the proxies in front of the service, separated by commas.',
    ])
  })

  it('listens on every interface, IPv6 and IPv4, unless HOST says otherwise', () => {
    expect(readConfig({}, fallbacks).host).toBeUndefined()
    expect(readConfig({ HOST: '127.0.0.1' }, fallbacks).host).toBe('127.0.0.1')
  })

  const signIn = { GITHUB_OAUTH_CLIENT_ID: 'Ov23liAbCdEf12345678', GITHUB_OAUTH_CLIENT_SECRET: 'a'.repeat(40) }
  it('requires SITE_URL, over https outside this machine, once GitHub sign-in is set up', () => {
    expect(problemsOf(signIn)[0]).toMatch(/^SITE_URL is unset while GitHub sign-in is set up/)
    // A wrong SITE_URL is reported once, as wrong, not as unset as well.
    expect(problemsOf({ ...signIn, SITE_URL: 'www.example.com' })).toEqual([
      expect.stringMatching(/^SITE_URL is "www.example.com"; set it to the site's public address/),
    ])
    expect(problemsOf({ ...signIn, SITE_URL: 'http://www.example.com' })[0]).toMatch(
      /^SITE_URL is "http:\/\/www.example.com" while GitHub sign-in is set up; .* set an https:\/\/ address/,
    )
    expect(readConfig({ ...signIn, SITE_URL: 'https://www.example.com/x' }, fallbacks).editorSignIn?.siteOrigin).toBe(
      'https://www.example.com',
    )
    expect(readConfig({ ...signIn, SITE_URL: 'http://localhost:3000' }, fallbacks).editorSignIn?.siteOrigin).toBe(
      'http://localhost:3000',
    )
  })

  it.each([
    ['https://www.example.com', true],
    ['http://localhost:3000', true],
    ['http://127.0.0.1:3000', true],
    ['http://127.0.0.2:3000', true],
    ['http://[::1]:3000', true],
    ['http://[::ffff:127.0.0.1]:3000', true],
    ['http://www.example.com', false],
    ['http://10.0.0.5:3000', false],
    ['http://localhost.example.com', false],
    ['http://[::ffff:10.0.0.5]', false],
  ])('takes SITE_URL=%s for GitHub sign-in: %s', (siteUrl, taken) => {
    const env = { ...signIn, SITE_URL: siteUrl }
    if (taken) expect(readConfig(env, fallbacks).editorSignIn?.siteOrigin).toBe(new URL(siteUrl).origin)
    else expect(problemsOf(env)).toEqual([expect.stringMatching(/while GitHub sign-in is set up; .* https:\/\//)])
  })

  it('keeps the metrics off the public port, and off altogether when asked', () => {
    expect(problemsOf({ PORT: '9464' })[0]).toMatch(/^METRICS_PORT is 9464, the same as PORT/)
    expect(readConfig({ METRICS_PORT: 'off' }, fallbacks).metrics).toBeUndefined()
  })

  it('takes SMTP_ALLOW_PLAINTEXT as a yes or a no only', () => {
    expect(problemsOf({ SMTP_ALLOW_PLAINTEXT: 'sometimes' })).toEqual([
      'SMTP_ALLOW_PLAINTEXT is "sometimes"; set it to true or false, or leave it unset for false.',
    ])
  })
})

describe('TLS wherever a secret or an enquiry travels', () => {
  const remote = 'postgres://contact:secret@db.company.example:5432/website'

  it('refuses PostgreSQL on another host without TLS, in one line naming the setting and the fix', () => {
    expect(problemsOf({ DATABASE_URL: remote })).toEqual([
      'DATABASE_URL reaches db.company.example without TLS, so the database password and the enquiries would cross the network in clear; add ?sslmode=verify-full to it (with &sslrootcert=/path/ca.pem for a private certificate authority), or set DATABASE_ALLOW_PLAINTEXT=true for a database on a private network that offers no TLS.',
    ])
    expect(problemsOf({ DATABASE_URL: `${remote}?sslmode=disable` })[0]).toMatch(/^DATABASE_URL reaches .* without TLS/)
    expect(problemsOf({ DATABASE_URL: `${remote}?ssl=0` })[0]).toMatch(/^DATABASE_URL reaches .* without TLS/)
    // The host pg connects to is the one checked, even when a parameter names it.
    expect(
      problemsOf({ DATABASE_URL: 'postgres://contact:secret@localhost/website?host=db.company.example' })[0],
    ).toMatch(/^DATABASE_URL reaches db.company.example without TLS/)
  })

  it('takes PostgreSQL on this machine, or in clear when DATABASE_ALLOW_PLAINTEXT says so', () => {
    for (const url of [
      'postgres://contact:secret@localhost/website',
      'postgres://contact:secret@127.0.0.1:5432/website',
      'postgres://contact:secret@[::1]:5432/website',
      'postgres://contact:secret@localhost/website?host=/var/run/postgresql',
    ])
      expect(readConfig({ DATABASE_URL: url }, fallbacks)).toMatchObject({ database: { url }, warnings: [] })
    expect(readConfig({ DATABASE_URL: remote, DATABASE_ALLOW_PLAINTEXT: 'true' }, fallbacks).database?.url).toBe(remote)
  })

  it('takes verify-full in silence and warns, in one line, of every weaker mode', () => {
    expect(readConfig({ DATABASE_URL: `${remote}?sslmode=verify-full` }, fallbacks).warnings).toEqual([])
    expect(readConfig({ DATABASE_URL: `${remote}?sslmode=require` }, fallbacks).warnings).toEqual([
      "DATABASE_URL says sslmode=require: the installed pg checks db.company.example's certificate and name as for verify-full, but libpq and pg's next major version do not for require; write sslmode=verify-full so the check stays.",
    ])
    for (const weak of ['sslmode=no-verify', 'sslmode=require&uselibpqcompat=true']) {
      const { warnings } = readConfig({ DATABASE_URL: `${remote}?${weak}` }, fallbacks)
      expect(warnings).toEqual([
        expect.stringMatching(/^DATABASE_URL reaches db.company.example over TLS without checking its certificate/),
      ])
      expect(warnings[0]).toContain('set sslmode=verify-full')
    }
  })

  it('names, of an sslmode given twice, the last, which pg uses', () => {
    expect(readConfig({ DATABASE_URL: `${remote}?sslmode=verify-full&sslmode=no-verify` }, fallbacks).warnings).toEqual(
      [expect.stringMatching(/without checking its certificate \(sslmode=no-verify\)/)],
    )
    expect(readConfig({ DATABASE_URL: `${remote}?sslmode=no-verify&sslmode=require` }, fallbacks).warnings).toEqual([
      expect.stringMatching(/^DATABASE_URL says sslmode=require: /),
    ])
    expect(readConfig({ DATABASE_URL: `${remote}?sslmode=require&sslmode=verify-full` }, fallbacks).warnings).toEqual(
      [],
    )
  })

  it('says which certificate file cannot be read, never the URL', () => {
    const [problem] = problemsOf({ DATABASE_URL: `${remote}?sslmode=verify-full&sslrootcert=/nowhere/ca.pem` })
    expect(problem).toMatch(/^DATABASE_URL names a certificate file that cannot be read \(ENOENT\)/)
    expect(problem).not.toContain('secret')
  })

  it('keeps STARTTLS required whatever the SMTP URL’s parameters say, unless SMTP_ALLOW_PLAINTEXT', () => {
    const smtp = 'smtp://user:secret@mail.example.com:587'
    for (const weak of ['requireTLS=false', 'requireTLS=0', 'ignoreTLS=true'])
      expect(problemsOf({ SMTP_URL: `${smtp}?${weak}` })).toEqual([
        `SMTP_URL asks for ${weak}, which would send the mail password and the enquiries to mail.example.com in clear; take it out of the URL, or set SMTP_ALLOW_PLAINTEXT=true for a relay on a private network that offers no TLS.`,
      ])
    expect(problemsOf({ SMTP_URL: 'smtps://user:secret@mail.example.com?secure=false' })[0]).toMatch(
      /^SMTP_URL asks for secure=false/,
    )
    expect(readConfig({ SMTP_URL: `${smtp}?requireTLS=false`, SMTP_ALLOW_PLAINTEXT: 'true' }, fallbacks).smtpUrl).toBe(
      `${smtp}?requireTLS=false`,
    )
    expect(readConfig({ SMTP_URL: 'smtp://127.0.0.1:2525?ignoreTLS=true' }, fallbacks).warnings).toEqual([])
    expect(readConfig({ SMTP_URL: `${smtp}?tls.rejectUnauthorized=false` }, fallbacks).warnings).toEqual([
      expect.stringMatching(
        /^SMTP_URL asks for tls.rejectUnauthorized=false, so the mail server's certificate is not checked/,
      ),
    ])
  })

  it('refuses an SMTP URL whose parameters would send the mail to another server than the one it names', () => {
    expect(problemsOf({ SMTP_URL: 'smtp://user:secret@localhost?service=AOL' })).toEqual([
      "SMTP_URL has the parameter service, which nodemailer would follow to another server than localhost, the one the URL names; take it out and write the server's own host and port in the URL, such as smtp://user:password@mail.example.com:587.",
    ])
    expect(
      problemsOf({ SMTP_URL: 'smtps://user:secret@mail.example.com?host=elsewhere.example&port=25&proxy=x' })[0],
    ).toMatch(
      /^SMTP_URL has the parameters host, port, proxy, which nodemailer would follow to another server than mail\.example\.com/,
    )
    // What only tunes how the named server is reached stays allowed.
    const tuned =
      'smtps://user:secret@mail.example.com?connectionTimeout=5000&name=web.example&tls.servername=mail.example.com'
    expect(readConfig({ SMTP_URL: tuned }, fallbacks).smtpUrl).toBe(tuned)
  })

  it('sends the OAuth client secret to GitHub over https only, unless this machine or GITHUB_OAUTH_ALLOW_PLAINTEXT', () => {
    expect(problemsOf({ GITHUB_OAUTH_ORIGIN: 'http://github.company.example' })).toEqual([
      'GITHUB_OAUTH_ORIGIN is "http://github.company.example", so the OAuth app\'s client secret and the editors\' tokens would cross the network in clear; set the https:// address of the GitHub Enterprise server, or set GITHUB_OAUTH_ALLOW_PLAINTEXT=true for one on a private network that offers no TLS.',
    ])
    const signIn = {
      GITHUB_OAUTH_CLIENT_ID: 'Ov23liAbCdEf12345678',
      GITHUB_OAUTH_CLIENT_SECRET: 'a'.repeat(40),
      SITE_URL: 'https://www.example.com',
    }
    for (const [origin, allow] of [
      ['http://127.0.0.1:4000', ''],
      ['https://github.company.example', ''],
      ['http://github.company.example', 'true'],
    ])
      expect(
        readConfig({ ...signIn, GITHUB_OAUTH_ORIGIN: origin, GITHUB_OAUTH_ALLOW_PLAINTEXT: allow }, fallbacks)
          .editorSignIn?.githubOrigin,
      ).toBe(origin)
  })

  it('warns in one line when SITE_URL is unset in production, and only then', () => {
    expect(readConfig({ NODE_ENV: 'production' }, fallbacks).warnings).toEqual([
      expect.stringMatching(/^SITE_URL is unset while NODE_ENV=production, .* set SITE_URL to the public address/),
    ])
    expect(readConfig({ NODE_ENV: 'production', SITE_URL: 'https://www.example.com' }, fallbacks).warnings).toEqual([])
    expect(readConfig({}, fallbacks).warnings).toEqual([])
  })
})

describe('secrets from files', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'config-secrets-'))
  const secret = (name: string, text: string) => {
    const file = path.join(folder, name)
    writeFileSync(file, text)
    return file
  }
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  it('reads DATABASE_URL, SMTP_URL and the OAuth client secret from the files their _FILE variables name', () => {
    const database = 'postgres://contact:secret@db.company.example/website?sslmode=verify-full'
    const config = readConfig(
      {
        DATABASE_URL_FILE: secret('database-url', `${database}\n`),
        SMTP_URL_FILE: secret('smtp-url', 'smtps://user:secret@mail.example.com'),
        GITHUB_OAUTH_CLIENT_ID: 'Ov23liAbCdEf12345678',
        GITHUB_OAUTH_CLIENT_SECRET_FILE: secret('oauth', `${'b'.repeat(40)}\n`),
        SITE_URL: 'https://www.example.com',
      },
      fallbacks,
    )
    expect(config.database?.url).toBe(database)
    expect(config.smtpUrl).toBe('smtps://user:secret@mail.example.com')
    expect(config.editorSignIn?.clientSecret).toBe('b'.repeat(40))
  })

  it('refuses a variable and its file both set, and a file it cannot read, never repeating the secret', () => {
    const problems = problemsOf({
      SMTP_URL: 'smtps://user:secret@mail.example.com',
      SMTP_URL_FILE: secret('smtp-both', 'smtps://user:secret@mail.example.com'),
      DATABASE_URL_FILE: path.join(folder, 'missing'),
    })
    expect(problems).toEqual([
      'DATABASE_URL_FILE is "' +
        path.join(folder, 'missing') +
        '", which cannot be read (ENOENT); mount the secret there, readable by the service\'s user, or set DATABASE_URL instead.',
      'SMTP_URL and SMTP_URL_FILE are both set; keep one: SMTP_URL_FILE names a file holding the value (a mounted secret), SMTP_URL is the value itself.',
    ])
    expect(problems.join('\n')).not.toContain('secret@')
  })

  it.each(['DATABASE_URL', 'SMTP_URL', 'GITHUB_OAUTH_CLIENT_SECRET'])(
    'stops the start when %s_FILE names a file holding only a line break or spaces, naming the setting',
    (name) => {
      for (const [index, blank] of ['', '\n', ' \t\r\n'].entries()) {
        const file = secret(`empty-${name}-${index}`, blank)
        expect(problemsOf({ [`${name}_FILE`]: file })).toEqual([
          `${name}_FILE is "${file}", which is empty; put the value of ${name} in that file, or unset ${name}_FILE if the service is to run without ${name}.`,
        ])
      }
    },
  )
})

describe('TRUST_PROXY wider than any proxy', () => {
  it.each([
    ['0.0.0.0/0', '"0.0.0.0/0", wider than /8 (IPv4) or /24 (IPv6)'],
    ['::/0', '"::/0", wider than /8 (IPv4) or /24 (IPv6)'],
    ['0.0.0.0/1,128.0.0.0/1', '"0.0.0.0/1", "128.0.0.0/1", wider than /8 (IPv4) or /24 (IPv6)'],
    ['::ffff:0.0.0.0/96', '"::ffff:0.0.0.0/96", wider than /8 (IPv4) or /24 (IPv6)'],
    ['2000::/3', '"2000::/3", wider than /8 (IPv4) or /24 (IPv6)'],
    // NAT64: every IPv4 address, reached from an IPv6-only network.
    ['64:ff9b::/96', '"64:ff9b::/96", wider than /8 (IPv4) or /24 (IPv6)'],
    ['64:ff9b::/64', '"64:ff9b::/64", wider than /8 (IPv4) or /24 (IPv6)'],
    ['64:ff9b::100.0.0.0/98', '"64:ff9b::100.0.0.0/98", wider than /8 (IPv4) or /24 (IPv6)'],
    ['1.0.0.0/8,2.0.0.0/8', 'public IPv4 ranges that together hold more addresses than one /8'],
  ])('refuses %s in one line', (value, what) => {
    expect(problemsOf({ TRUST_PROXY: value })).toEqual([
      `TRUST_PROXY has ${what}, so anyone there could choose their own address with X-Forwarded-For; name the proxies in front of the service themselves (their addresses, a private range such as 10.0.0.0/8, or a CDN's published ranges).`,
    ])
  })

  it('takes private ranges of any width, and a CDN’s published ranges', () => {
    const privateRanges = 'loopback,10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,fd00::/8,fc00::/7'
    expect(readConfig({ TRUST_PROXY: privateRanges }, fallbacks).trustProxy).toHaveLength(6)
    // A proxy reached through NAT64 is trusted as the IPv4 address it stands for.
    expect(readConfig({ TRUST_PROXY: '64:ff9b::203.0.113.7,64:ff9b::10.0.0.0/104' }, fallbacks).trustProxy).toEqual([
      '64:ff9b::cb00:7107',
      '64:ff9b::a00:0/104',
    ])
    // Cloudflare's published ranges, the widest a CDN in front of one site lists.
    const cdn =
      '173.245.48.0/20,103.21.244.0/22,103.22.200.0/22,103.31.4.0/22,141.101.64.0/18,108.162.192.0/18,190.93.240.0/20,188.114.96.0/20,197.234.240.0/22,198.41.128.0/17,162.158.0.0/15,104.16.0.0/13,104.24.0.0/14,172.64.0.0/13,131.0.72.0/22,2400:cb00::/32,2606:4700::/32,2803:f800::/32,2405:b500::/32,2405:8100::/32,2a06:98c0::/29,2c0f:f248::/32'
    expect(readConfig({ TRUST_PROXY: cdn }, fallbacks).trustProxy).toHaveLength(22)
  })
})

describe('the repository of the editors’ CMS', () => {
  it('is read at start, as owner/name, on main unless CMS_GITHUB_BRANCH names another branch', () => {
    expect(readConfig({}, fallbacks).cmsRepository).toBeUndefined()
    expect(readConfig({ CMS_GITHUB_REPO: 'acme/website' }, fallbacks).cmsRepository).toEqual({
      repo: 'acme/website',
      branch: 'main',
    })
    expect(
      readConfig({ CMS_GITHUB_REPO: ' Acme-Robotics/site.www ', CMS_GITHUB_BRANCH: 'content/2026' }, fallbacks)
        .cmsRepository,
    ).toEqual({ repo: 'Acme-Robotics/site.www', branch: 'content/2026' })
  })

  it.each([
    [
      'https://github.com/acme/website',
      'CMS_GITHUB_REPO is "https://github.com/acme/website"; set it to the GitHub repository editors save to, written owner/name (such as acme/website for https://github.com/acme/website).',
    ],
    [
      'acme',
      'CMS_GITHUB_REPO is "acme"; set it to the GitHub repository editors save to, written owner/name (such as acme/website for https://github.com/acme/website).',
    ],
    [
      '-acme/website',
      'CMS_GITHUB_REPO is "-acme/website"; set it to the GitHub repository editors save to, written owner/name (such as acme/website for https://github.com/acme/website).',
    ],
    [
      'acme/..',
      'CMS_GITHUB_REPO is "acme/.."; set it to the GitHub repository editors save to, written owner/name (such as acme/website for https://github.com/acme/website).',
    ],
  ])('refuses CMS_GITHUB_REPO=%s, saying how to write it', (value, message) => {
    expect(problemsOf({ CMS_GITHUB_REPO: value })).toEqual([message])
  })

  it.each(['main branch', 'feature..x', '-main', 'main.lock', 'a:b', 'refs/heads/'])(
    'refuses CMS_GITHUB_BRANCH=%s, which git would not take',
    (branch) => {
      expect(problemsOf({ CMS_GITHUB_REPO: 'acme/website', CMS_GITHUB_BRANCH: branch })).toEqual([
        `CMS_GITHUB_BRANCH is "${branch}", which is not a branch name; set it to the branch editors' changes go into, such as main, or leave it unset for main.`,
      ])
    },
  )

  it('refuses a branch without a repository, rather than opening an editor that saves nowhere', () => {
    expect(problemsOf({ CMS_GITHUB_BRANCH: 'main' })).toEqual([
      'CMS_GITHUB_BRANCH is set while CMS_GITHUB_REPO is unset; set CMS_GITHUB_REPO to the repository as owner/name (such as acme/website), or unset both to keep /admin closed.',
    ])
  })
})

describe('compose.yaml', () => {
  it('gives each replica settings that pass these checks, PostgreSQL and the mail catcher among them', () => {
    const compose = parse(readFileSync(new URL('../../compose.yaml', import.meta.url), 'utf8'), { merge: true }) as {
      services: Record<string, { environment?: Record<string, string> }>
    }
    const replicas = Object.entries(compose.services).filter(([, service]) => service.environment?.DATABASE_URL)
    expect(replicas.length).toBeGreaterThanOrEqual(2)
    for (const [, service] of replicas) {
      const config = readConfig(service.environment!, fallbacks)
      expect(config.database?.url).toMatch(/@postgres:5432\//)
      expect(config.smtpUrl).toMatch(/^smtp:\/\/mailpit:/)
      expect(config.cmsRepository?.repo).toMatch(/^[\w-]+\/[\w.-]+$/)
    }
  })
})
