// RUN: gomlir-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt-upstream %s -split-input-file -verify-diagnostics
// RUN: not gomlir-opt %s -split-input-file 2> %t.g
// RUN: not mlir-opt-upstream %s -split-input-file 2> %t.u
// RUN: diff %t.g %t.u

// Diagnostics of the file metadata dictionary and resources.

{-#
  // expected-error@+1 {{unknown key 'other_key' in file metadata dictionary}}
  other_key: {}
#-}

// -----

{-#
  // expected-error@+1 {{expected ',' or '#-}'}}
  external_resources: {}
  external_resources: {}
#-}

// -----

{-#
  // expected-error@+1 {{expected '{'}}
  external_resources: []
#-}

// -----

{-#
  external_resources: {
    // expected-error@+1 {{expected '{'}}
    mytool: []
  }
#-}

// -----

{-#
  dialect_resources: {
    // expected-error@+1 {{dialect 'nosuchdialect' is unknown}}
    nosuchdialect: {
      key: "0x01000000"
    }
  }
#-}

// -----

{-#
  external_resources: {
    mytool: {
      // expected-error@+1 {{expected ',' or '}'}}
      a: true
      b: false
    }
  }
#-}

// -----

{-#
  external_resources: {
    mytool: {
      a: true
    // expected-error@+1 {{expected ',' or '}'}}
    }
    other: {}
  }
#-}

// -----

{-#
  external_resources: {
    mytool: {
      // expected-error@+1 {{expected string value for key 'a'}}
      a: 1
    }
  }
#-}

// -----

{-#
  // expected-error@+1 {{expected ',' or '#-}'}}
  external_resources: {}
