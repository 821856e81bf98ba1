// The sign-in server on the devnet (src/siwx): its smart-account fixture on anvil.
export {
  deploySiwxAccountFactory,
  deploySiwxTestAccount,
  SIWX_ACCOUNT_FACTORY,
  SIWX_FACTORY_DEPLOYER,
  siwxAccountAddress,
  siwxAccountDeployment,
  wrapErc6492,
} from './smartAccounts'
