// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";
import "@account-abstraction/contracts/core/BasePaymaster.sol";
import "@account-abstraction/contracts/core/Helpers.sol";

/// @title AirlockVerifyingPaymaster: pays for user operations its off-chain signer approved.
/// @notice paymasterData = abi.encodePacked(uint48 validUntil, uint48 validAfter, signature), where the
/// signature is the verifying signer's EIP-191 signature of getHash(userOp, validUntil, validAfter).
/// The devnet's paymaster service holds the signer key and signs for sponsored projects only.
contract AirlockVerifyingPaymaster is BasePaymaster {
    uint256 private constant TIMESTAMPS_OFFSET = PAYMASTER_DATA_OFFSET;
    uint256 private constant SIGNATURE_OFFSET = PAYMASTER_DATA_OFFSET + 12;

    /// @notice The key whose approval this paymaster accepts.
    address public verifyingSigner;

    event VerifyingSignerChanged(address indexed signer);

    constructor(IEntryPoint anEntryPoint, address signer, address owner) BasePaymaster(anEntryPoint) {
        verifyingSigner = signer;
        _transferOwnership(owner);
    }

    /// @notice Replaces the verifying signer (owner only).
    function setVerifyingSigner(address signer) external onlyOwner {
        verifyingSigner = signer;
        emit VerifyingSignerChanged(signer);
    }

    /// @notice The hash the signer approves: every field of the operation but its signature and
    /// paymasterData, plus chain, paymaster and validity window.
    function getHash(PackedUserOperation calldata userOp, uint48 validUntil, uint48 validAfter)
        public
        view
        returns (bytes32)
    {
        bytes32 paymasterGasLimits = bytes32(userOp.paymasterAndData[PAYMASTER_VALIDATION_GAS_OFFSET:PAYMASTER_DATA_OFFSET]);
        return keccak256(
            abi.encode(
                userOp.sender,
                userOp.nonce,
                keccak256(userOp.initCode),
                keccak256(userOp.callData),
                userOp.accountGasLimits,
                paymasterGasLimits,
                userOp.preVerificationGas,
                userOp.gasFees,
                block.chainid,
                address(this),
                validUntil,
                validAfter
            )
        );
    }

    /// @notice Splits paymasterAndData into the validity window and the signature.
    function parsePaymasterAndData(bytes calldata paymasterAndData)
        public
        pure
        returns (uint48 validUntil, uint48 validAfter, bytes calldata signature)
    {
        validUntil = uint48(bytes6(paymasterAndData[TIMESTAMPS_OFFSET:TIMESTAMPS_OFFSET + 6]));
        validAfter = uint48(bytes6(paymasterAndData[TIMESTAMPS_OFFSET + 6:SIGNATURE_OFFSET]));
        signature = paymasterAndData[SIGNATURE_OFFSET:];
    }

    function _validatePaymasterUserOp(PackedUserOperation calldata userOp, bytes32, uint256)
        internal
        view
        override
        returns (bytes memory context, uint256 validationData)
    {
        (uint48 validUntil, uint48 validAfter, bytes calldata signature) =
            parsePaymasterAndData(userOp.paymasterAndData);
        require(signature.length == 64 || signature.length == 65, "AirlockPaymaster: bad signature length");
        bytes32 digest = MessageHashUtils.toEthSignedMessageHash(getHash(userOp, validUntil, validAfter));
        (address recovered, ECDSA.RecoverError error,) = ECDSA.tryRecover(digest, signature);
        bool failed = error != ECDSA.RecoverError.NoError || recovered != verifyingSigner;
        return ("", _packValidationData(failed, validUntil, validAfter));
    }
}
