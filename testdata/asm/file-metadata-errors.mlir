// RUN: gomlir-opt %s -split-input-file -verify-diagnostics
// RUN: not gomlir-opt %s -split-input-file 2> %t.g
// RUN: not mlir-opt-upstream %s -split-input-file 2> %t.u
// RUN: diff %t.g %t.u

// Errors at the next token; at the end of the input, one character back.
// expected-error@+1 {{expected identifier key in file metadata dictionary}}
{-#
// -----

// expected-error@+3 {{expected identifier key for 'resource' entry}}
{-#
  dialect_resources: {
    "quoted": {}
  }
#-}

// -----

// Dialects without resources reject the section, after its '{'.
// expected-error@+4 {{unexpected 'resource' section for dialect 'func'}}
{-#
  dialect_resources: {
    func: {
      key: "0x01000000"
    }
  }
#-}

// -----

// Any token is taken as the value of a dialect resource.
// expected-error@+4 {{expected hex string blob for key 'k'}}
{-#
  dialect_resources: {
    test: {
      k: -
    }
  }
#-}

// -----

// expected-error@+4 {{expected identifier key for 'resource' entry}}
{-#
  dialect_resources: {
    test: {
      10: "0x01000000"
    }
  }
#-}

// -----

// External values: booleans, strings and hex blobs.
// expected-error@+4 {{expected string value for key 'k'}}
{-#
  external_resources: {
    ext: {
      k: 10
    }
  }
#-}

// -----

// expected-error@+4 {{expected hex string blob for key 'k' to encode alignment in first 4 bytes}}
{-#
  external_resources: {
    ext: {
      k: "0x01"
    }
  }
#-}

// -----

// expected-error@+4 {{expected identifier key for 'external_resources' entry}}
{-#
  external_resources: {
    ext: {
      10: "x"
    }
  }
#-}
