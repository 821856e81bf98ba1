import { BaseError } from './base'
import { kernelKey } from './kernelKey'
import * as MESSAGES from './messages'

/** A chain-qualified address without three parts: 'Invalid CAIP Address'. */
export class InvalidCaipAddressError extends BaseError {
  override name = 'InvalidCaipAddressError'
  constructor(value: string) {
    super(MESSAGES.invalidCaipAddress, {
      details: `Value: ${value}`,
      messageKey: kernelKey('invalidCaipAddress'),
    })
  }
}

/** A malformed CAIP-10 account id: 'Invalid CAIP-10 address'. */
export class InvalidCaip10AddressError extends BaseError {
  override name = 'InvalidCaip10AddressError'
  constructor(value: string) {
    super(MESSAGES.invalidCaip10Address, {
      details: `Value: ${value}`,
      messageKey: kernelKey('invalidCaip10Address'),
    })
  }
}

/** A malformed CAIP-2 network id: 'Invalid CAIP-2 network id'. */
export class InvalidCaip2NetworkIdError extends BaseError {
  override name = 'InvalidCaip2NetworkIdError'
  constructor(value: string) {
    super(MESSAGES.invalidCaip2NetworkId, {
      details: `Value: ${value}`,
      messageKey: kernelKey('invalidCaip2NetworkId'),
    })
  }
}
