// Preloaded into the alto bundler's process (node --import): alto's server listens on 0.0.0.0 with no
// option to change it, and every devnet service listens on 127.0.0.1 only. This turns a listen on
// every interface into a listen on loopback. startAltoBundler's test checks the address alto reports.
import net from 'node:net'

const ANY = new Set(['0.0.0.0', '::', undefined])
const listen = net.Server.prototype.listen

net.Server.prototype.listen = function listenOnLoopback(...args) {
  const [first] = args
  if (
    first &&
    typeof first === 'object' &&
    !Array.isArray(first) &&
    ANY.has(first.host) &&
    first.path === undefined
  ) {
    args[0] = { ...first, host: '127.0.0.1' }
  }
  return listen.apply(this, args)
}
