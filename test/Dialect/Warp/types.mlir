// RUN: warp-opt %s | warp-opt | FileCheck %s
// RUN: warp-opt %s --mlir-print-op-generic | warp-opt | FileCheck %s
//
// Every active-set spelling, as attribute and in both types, prints in its
// canonical form: equal sets are one attribute, whichever spelling made them.

// CHECK-LABEL: func.func private @spellings
// CHECK-SAME: all = #warp.lanes<all>
// CHECK-SAME: dyn = #warp.lanes<dyn>
// CHECK-SAME: even = #warp.lanes<even>
// CHECK-SAME: even_mask = #warp.lanes<even>
// CHECK-SAME: high = #warp.lanes<high(8)>
// CHECK-SAME: lane = #warp.lanes<lane(5)>
// CHECK-SAME: low = #warp.lanes<low(16)>
// CHECK-SAME: mask = #warp.lanes<mask(0x80000001)>
// CHECK-SAME: odd = #warp.lanes<odd>
// CHECK-SAME: range = #warp.lanes<range(4, 12)>
// CHECK-SAME: range_low = #warp.lanes<low(16)>
// CHECK-SAME: wide_high = #warp.lanes<high(32), width = 64>
// CHECK-SAME: wide_mask = #warp.lanes<mask(0xf0000000000000f0), width = 64>
// CHECK-SAME: wide_range = #warp.lanes<range(16, 32), width = 64>
func.func private @spellings() attributes {
  all = #warp.lanes<all>, dyn = #warp.lanes<dyn>, even = #warp.lanes<even>,
  even_mask = #warp.lanes<mask(0x55555555)>, high = #warp.lanes<high(8)>,
  lane = #warp.lanes<lane(5)>, low = #warp.lanes<low(16)>,
  mask = #warp.lanes<mask(0x80000001)>, odd = #warp.lanes<odd>,
  range = #warp.lanes<range(4, 12)>, range_low = #warp.lanes<range(0, 16)>,
  wide_high = #warp.lanes<range(32, 64), width = 64>,
  wide_mask = #warp.lanes<mask(0xf0000000000000f0), width = 64>,
  wide_range = #warp.lanes<mask(0xffff0000), width = 64>}

// CHECK-LABEL: func.func private @warp_types
// CHECK-SAME: (!warp.warp<all>, !warp.warp<dyn>, !warp.warp<odd>, !warp.warp<lane(0)>, !warp.warp<range(1, 31)>, !warp.warp<all, width = 64>, !warp.warp<dyn, width = 64>)
func.func private @warp_types(!warp.warp<all>, !warp.warp<dyn>, !warp.warp<mask(0xaaaaaaaa)>,
                              !warp.warp<low(1)>, !warp.warp<range(1, 31)>,
                              !warp.warp<mask(0xffffffffffffffff), width = 64>,
                              !warp.warp<dyn, width = 64>)

// CHECK-LABEL: func.func private @tile_types
// CHECK-SAME: (!warp.tile<2>, !warp.tile<32>, !warp.tile<8, low(16)>, !warp.tile<4, mask(0x0f0f0f0f)>, !warp.tile<16, all, width = 64>)
func.func private @tile_types(!warp.tile<2>, !warp.tile<32, all>, !warp.tile<8, range(0, 16)>,
                              !warp.tile<4, mask(0x0f0f0f0f)>, !warp.tile<16, all, width = 64>)
