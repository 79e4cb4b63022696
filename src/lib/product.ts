/** The product's working name (one constant: page titles, reminder messages). */
export const PRODUCT_NAME = 'Meritly';
