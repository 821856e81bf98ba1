// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import "@openzeppelin/contracts/utils/Create2.sol";
import "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import "./AirlockSmartAccount.sol";

/// @title AirlockAccountFactory: counterfactual AirlockSmartAccount proxies, one per (owner, salt).
/// @notice Unlike the v0.8 SimpleAccountFactory, anyone may call createAccount (the address fixes the
/// owner, so deploying it for someone is harmless): an ERC-6492 verifier deploys the account inside
/// its eth_call to check a signature made before the account exists.
contract AirlockAccountFactory {
    AirlockSmartAccount public immutable accountImplementation;

    constructor(IEntryPoint entryPoint) {
        accountImplementation = new AirlockSmartAccount(entryPoint);
    }

    /// @notice Deploys the account of (owner, salt), or returns it when it exists already.
    function createAccount(address owner, uint256 salt) external returns (AirlockSmartAccount account) {
        address addr = getAddress(owner, salt);
        if (addr.code.length > 0) return AirlockSmartAccount(payable(addr));
        account = AirlockSmartAccount(
            payable(new ERC1967Proxy{salt: bytes32(salt)}(address(accountImplementation), _initCall(owner)))
        );
    }

    /// @notice The address createAccount(owner, salt) deploys to.
    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes memory args = abi.encode(address(accountImplementation), _initCall(owner));
        return Create2.computeAddress(bytes32(salt), keccak256(abi.encodePacked(type(ERC1967Proxy).creationCode, args)));
    }

    function _initCall(address owner) private pure returns (bytes memory) {
        return abi.encodeCall(SimpleAccount.initialize, (owner));
    }
}
