// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title IdRegistry: the devnet's stand-in for Farcaster's IdRegistry (Optimism), reduced to what sign-in
/// reads: the fid of a custody address (idOf) and the custody address of an fid (custodyOf), with the real
/// contract's names and ABI for both. Registration is open (the real one goes through its IdGateway) and
/// keeps no constructor state, so the runtime code can be placed at the canonical address with anvil_setCode.
contract IdRegistry {
    uint256 public idCounter;
    mapping(address => uint256) public idOf;
    mapping(uint256 => address) public custodyOf;
    mapping(uint256 => address) public recoveryOf;

    event Register(address indexed to, uint256 indexed id, address recovery);
    event Transfer(address indexed from, address indexed to, uint256 indexed id);

    error HasId();
    error HasNoId();

    /// Registers a new fid with the caller as its custody address.
    function register(address recovery) external returns (uint256 fid) {
        if (idOf[msg.sender] != 0) revert HasId();
        fid = ++idCounter;
        idOf[msg.sender] = fid;
        custodyOf[fid] = msg.sender;
        recoveryOf[fid] = recovery;
        emit Register(msg.sender, fid, recovery);
    }

    /// Moves the caller's fid to a new custody address (which must have none).
    function transfer(address to) external {
        uint256 fid = idOf[msg.sender];
        if (fid == 0) revert HasNoId();
        if (idOf[to] != 0) revert HasId();
        delete idOf[msg.sender];
        idOf[to] = fid;
        custodyOf[fid] = to;
        emit Transfer(msg.sender, to, fid);
    }
}
