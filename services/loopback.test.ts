import { describe, expect, it } from 'vitest'
import { isLoopbackHost } from './loopback.ts'

describe('a loopback host', () => {
  it.each([
    ['localhost', true],
    ['LocalHost', true],
    ['127.0.0.1', true],
    ['127.0.0.2', true],
    ['127.255.255.254', true],
    ['::1', true],
    ['[::1]', true],
    ['[::ffff:7f00:1]', true],
    ['::ffff:127.0.0.1', true],
    ['128.0.0.1', false],
    ['10.0.0.5', false],
    ['0.0.0.0', false],
    ['[::]', false],
    ['[::ffff:a00:5]', false],
    ['[fe80::1]', false],
    ['localhost.example.com', false],
    ['mail.localhost', false],
    ['127.0.0.1.nip.io', false],
    ['mail.example.com', false],
    ['127.1', false],
    ['', false],
  ])('%j: %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback)
  })
})
