export declare function latinFace(source?: string): { codePoints: number[]; weight: { min: number; max: number } };
export declare function codePointsOf(unicodeRange: string): number[];
