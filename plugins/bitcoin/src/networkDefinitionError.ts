// The one error the network definitions throw (a developer error, at the page's start): a kernel BaseError, so a
// host's initial JS, which imports the definitions, does not carry the plugin's catalogue of visitor texts.
import { BaseError } from '@airlock/kernel'

/** A network definition with a malformed genesis hash, prefix or URL (a developer error). */
export class BitcoinNetworkDefinitionError extends BaseError {
  override name = 'BitcoinNetworkDefinitionError'
  constructor(details: string) {
    super('Something went wrong', {
      details,
      docsPath: '/plugins/bitcoin#networks',
      messageKey: { namespace: 'bitcoin', key: 'somethingWentWrong' },
    })
  }
}
