/** The Python that runs scripts/libical-validate.py, or null when libical cannot be had here. */
export declare function findLibical(): string | null;
