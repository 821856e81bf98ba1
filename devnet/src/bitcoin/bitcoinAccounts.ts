// The devnet's Bitcoin keys: BIP-84 (native segwit, P2WPKH) addresses of the devnet mnemonic on a test
// network (coin type 1), as Sparrow, Leather and Xverse derive them on testnet and regtest. Written out here
// (deriving them takes ~0.2–0.8 s of PBKDF2 and BIP-32 at every start); bitcoinAccounts.test.ts derives
// them again from the mnemonic and checks every entry.
import { hexToBytes } from './hex'

/** One devnet Bitcoin key: its path, P2WPKH address and keys. */
export interface BitcoinDevnetAccount {
  index: number
  /** m/84'/1'/0'/0/i for the accounts, m/84'/1'/1'/0/0 for the miner. */
  path: string
  /** P2WPKH address with the regtest prefix (`bcrt1q…`). */
  address: string
  /** 33-byte compressed public key, hex. */
  publicKeyHex: string
  /** 32-byte private key, hex (what test-wallet configs carry). */
  privateKeyHex: string
  /** The private key's bytes. */
  privateKey: Uint8Array
  /** The public key's bytes. */
  publicKey: Uint8Array
}

type Row = readonly [path: string, address: string, publicKey: string, privateKey: string]

const ROWS: readonly Row[] = [
  [
    "m/84'/1'/0'/0/0",
    'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
    '03f3d474c86c9be5b82e251cc3cc438d3cc361527b4b9799516c4bd513caf9e5f6',
    'b5c8b4acf7b66682afbc5eef20c3b12998ba3c14a97047c9187454377f1a7856',
  ],
  [
    "m/84'/1'/0'/0/1",
    'bcrt1qlqj2pdsteppkcr8jkp9ms0wpvey89tna8v72sj',
    '034f1ed3cf19a0d6fbb1db423f5f61608a61d6c321a16dbc8400d76a45f80d7ff3',
    '2ea9ba050147af0a7e5bc697b588ee630552766810398242f3c4b9ce25c3cfd7',
  ],
  [
    "m/84'/1'/0'/0/2",
    'bcrt1qwqwxn0pae964jk3zu8zxr3lu2jyj0p7mk8hkdv',
    '028a76a4ddbfd85e75b9a3f478873824da290dbdd9507947d9e3bae7706c2380a7',
    '1d100560fb83ffd36c8658032a7dd8f3971987fb35fbe6559c2835fe491b0074',
  ],
  [
    "m/84'/1'/0'/0/3",
    'bcrt1q0rvyhr5465rrdfmavlj67u7ru5vr434c08qx4e',
    '0326a9e72bb8a3db326f2dca26beec97cd8c6db794fda150bf08ad2ad11816295b',
    '7b79a0ca0387b59e58b1aad16a8129da0d1d1a46ad335aa742e4fda77359fd82',
  ],
  [
    "m/84'/1'/0'/0/4",
    'bcrt1qvlwxpcmszwutam7ykvwc272r748a9zzszj8a4s',
    '02861168378d487f42c159f49e060a1dada9f96f616e5f7fb0beb519d04baf1b3a',
    'cc7f68aaa0d1e0ce193944e57015f5d25916a7623b8b3684e2d81a43a9430284',
  ],
  [
    "m/84'/1'/0'/0/5",
    'bcrt1qar6hlpggnekgcmmwzadv9cxst3pkp7u08wrlxa',
    '02ca080b37ad2a9f4e3ce88b770a67f2db7e4e7f23bfe5fb52792911883d844fea',
    'f59ce309d11b87d9415bb8ec6ae1f3b69dde6b09c246aa2889e1040838292030',
  ],
  [
    "m/84'/1'/0'/0/6",
    'bcrt1qzellfqrpactah9matfnsp83phkr8wl68kzw4q0',
    '03d991c5af7d9bd4eff9882027ca23f6e034449ccb7196719c03b6091f9d2cc60b',
    'd965ea21fcf38807b780ec060fa2a652d419e6fd8cb8da5f31753b6bd64ccc49',
  ],
  [
    "m/84'/1'/0'/0/7",
    'bcrt1q769sksczmj4w0zwzxm9mxv5934nepg5vjyjsxh',
    '02eb26b3c309d1937726ce6174f9b3a660d4c8738366da4b85b1eaeefef946a4a6',
    '8ab5f32a5222d50bd8fbd07a7387510c8cc6e6c9478ace6afa12d0fdad6aa6ce',
  ],
  [
    "m/84'/1'/0'/0/8",
    'bcrt1qcvtlsjudzj0lpk47fhlu0zncaepl672xfx2th2',
    '0374b3fbeef2ede78c92b972ead98a2b4873ef1b510ddec043b764d5192ffaaebd',
    'b436ab0e175f442923260e188dcb5abc6d088cb1e8b1179cca0c1d012d90ce5d',
  ],
  [
    "m/84'/1'/0'/0/9",
    'bcrt1qkf7j3rkd7qd4j0kf23g6x0mmczaykvtwywskqn',
    '03157933be315a16d13a473001a625333ff6d50ab2cafa3c96df8e7367aaa315a7',
    'b137488cc17c485f6c3ed1dd79bec373bf30027517482e6080cc060a0657e856',
  ],
]

const MINER: Row = [
  "m/84'/1'/1'/0/0",
  'bcrt1qddd479298yf4mtzdxwudkd7npj7ln3s5g9awk3',
  '027a55702251cc137d0c1614fa5585b168fb0172e9c9c6fa46c381140d54335ddf',
  'ea19e884d0c3145da71f4e54141970208ff0bdd173e2001496a23798848343b0',
]

function account([path, address, publicKeyHex, privateKeyHex]: Row, index: number): BitcoinDevnetAccount {
  return Object.freeze({
    index,
    path,
    address,
    publicKeyHex,
    privateKeyHex,
    publicKey: hexToBytes(publicKeyHex),
    privateKey: hexToBytes(privateKeyHex),
  })
}

/**
 * The ten devnet Bitcoin accounts: receive addresses 0–9 of the devnet mnemonic's BIP-84 account
 * (m/84'/1'/0'/0/i). Accounts 0–4 are funded at seed.
 * @example DEVNET_BITCOIN_ACCOUNTS[0].address // 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw'
 */
export const DEVNET_BITCOIN_ACCOUNTS: readonly BitcoinDevnetAccount[] = Object.freeze(ROWS.map(account))

/** The key block rewards go to (m/84'/1'/1'/0/0, a second BIP-84 account): it funds the accounts at seed. */
export const DEVNET_BITCOIN_MINER: BitcoinDevnetAccount = account(MINER, 0)
