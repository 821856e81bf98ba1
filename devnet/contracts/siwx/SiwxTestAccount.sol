// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title SiwxTestAccount: the smallest ERC-1271 contract account, for the sign-in server's tests of
/// smart-account signatures. It accepts a signature of the hash by its owner key (low-s, v 27/28).
contract SiwxTestAccount {
    bytes4 internal constant MAGIC_VALUE = 0x1626ba7e;
    bytes4 internal constant INVALID = 0xffffffff;
    uint256 internal constant HALF_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    /// ERC-1271: whether `signature` is the owner's signature of `hash`.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return INVALID;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (uint256(s) > HALF_ORDER || (v != 27 && v != 28)) return INVALID;
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? MAGIC_VALUE : INVALID;
    }

    receive() external payable {}
}

/// @title SiwxTestAccountFactory: deploys SiwxTestAccount at a CREATE2 address known before deployment,
/// so ERC-6492 signatures of not-yet-deployed accounts can be checked (the verifier deploys it in a call).
contract SiwxTestAccountFactory {
    event AccountCreated(address indexed account, address indexed owner, bytes32 salt);

    /// Deploys the account of (owner, salt), or returns it when it exists.
    function createAccount(address owner, bytes32 salt) external returns (address account) {
        account = accountAddress(owner, salt);
        if (account.code.length > 0) return account;
        new SiwxTestAccount{salt: salt}(owner);
        emit AccountCreated(account, owner, salt);
    }

    /// The address of the account of (owner, salt), deployed or not.
    function accountAddress(address owner, bytes32 salt) public view returns (address) {
        bytes32 initCodeHash = keccak256(abi.encodePacked(type(SiwxTestAccount).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, initCodeHash)))));
    }
}
