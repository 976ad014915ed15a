/**
 * The product code inside the web chat's channel type (CHAT{product}WEBCHAT). It differs per
 * deployment, so it comes from the build environment (PUBLIC_PRODUCT_CODE), not from the code.
 */
export const PRODUCT_CODE: string = import.meta.env.PUBLIC_PRODUCT_CODE || 'OMNI';
