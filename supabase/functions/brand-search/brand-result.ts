export type BrandResult = {
  brandId: string;
  domain: string;
  name: string;
  icon: string | null;
  claimed: boolean;
  verified: boolean;
};

export const MAX_RESULTS = 10;
