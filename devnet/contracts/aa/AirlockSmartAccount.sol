// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import "@account-abstraction/contracts/accounts/SimpleAccount.sol";
import "@openzeppelin/contracts/interfaces/IERC1271.sol";

/// @title AirlockSmartAccount: eth-infinitism's SimpleAccount (EntryPoint v0.8) with ERC-1271.
/// @notice A signature for `hash` is the owner's EIP-712 signature of `AirlockAccountMessage(hash)`
/// in this account's domain (name, version, chain id, this address), so a signature made for one
/// account is not valid for another account of the same owner or on another chain.
contract AirlockSmartAccount is SimpleAccount, IERC1271 {
    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant MESSAGE_TYPEHASH = keccak256("AirlockAccountMessage(bytes32 hash)");
    bytes32 private constant NAME_HASH = keccak256("Airlock Smart Account");
    bytes32 private constant VERSION_HASH = keccak256("1");

    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) {}

    /// @notice The digest the owner signs to approve `hash` for this account.
    function replaySafeHash(bytes32 hash) public view returns (bytes32) {
        bytes32 domainSeparator =
            keccak256(abi.encode(DOMAIN_TYPEHASH, NAME_HASH, VERSION_HASH, block.chainid, address(this)));
        return MessageHashUtils.toTypedDataHash(domainSeparator, keccak256(abi.encode(MESSAGE_TYPEHASH, hash)));
    }

    /// @inheritdoc IERC1271
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address recovered, ECDSA.RecoverError error,) = ECDSA.tryRecover(replaySafeHash(hash), signature);
        if (error == ECDSA.RecoverError.NoError && recovered == owner) return IERC1271.isValidSignature.selector;
        return 0xffffffff;
    }
}
