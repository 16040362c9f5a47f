#===- WarptileInstall.cmake - cmake --install and the CMake package -------===#
#
# Included last by the top-level CMakeLists.txt, once every library exists.
# `cmake --install build --prefix P` puts the headers (with the generated
# .inc files), the libraries, the tools and lib/cmake/warptile/ under P.
#
#===----------------------------------------------------------------------===#

include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

# Libraries go to WARPTILE_INSTALL_LIBDIR (the top-level CMakeLists.txt: where
# AddMLIR puts them), not to GNUInstallDirs' multiarch directory.
set(WARPTILE_INSTALL_CMAKEDIR ${WARPTILE_INSTALL_LIBDIR}/cmake/warptile)

# add_mlir_library installs each library into the export set `MLIRTargets`
# (the name is AddMLIR's, and it is this project's own set, not MLIR's): the
# runtime and the simulator's block model join it, and the set is installed
# as WarptileTargets.cmake.
install(TARGETS WarptileRuntime warptile_cuda_runtime WarptileSimRuntime
  WarptilePtx
  EXPORT MLIRTargets
  LIBRARY DESTINATION ${WARPTILE_INSTALL_LIBDIR}
  ARCHIVE DESTINATION ${WARPTILE_INSTALL_LIBDIR})
get_property(WARPTILE_EXPORTED_TARGETS GLOBAL PROPERTY MLIR_EXPORTS)
list(APPEND WARPTILE_EXPORTED_TARGETS WarptileRuntime warptile_cuda_runtime
  WarptileSimRuntime WarptilePtx)
foreach(target IN LISTS WARPTILE_EXPORTED_TARGETS)
  target_include_directories(${target} INTERFACE
    $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
endforeach()
install(EXPORT MLIRTargets
  FILE WarptileTargets.cmake
  DESTINATION ${WARPTILE_INSTALL_CMAKEDIR})

# Headers: the hand-written ones and the C API from the source tree, the
# ODS-generated .inc files they include from the build tree.
install(DIRECTORY include/warptile include/warptile-c
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.h" PATTERN "*.td")
install(DIRECTORY ${PROJECT_BINARY_DIR}/include/warptile
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.inc" PATTERN "CMakeFiles" EXCLUDE)

install(TARGETS warp-opt warp-ptx warp-run warp-lsp-server
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

configure_package_config_file(
  ${CMAKE_CURRENT_LIST_DIR}/WarptileConfig.cmake.in
  ${PROJECT_BINARY_DIR}/cmake/WarptileConfig.cmake
  INSTALL_DESTINATION ${WARPTILE_INSTALL_CMAKEDIR}
  PATH_VARS CMAKE_INSTALL_INCLUDEDIR CMAKE_INSTALL_BINDIR)
write_basic_package_version_file(
  ${PROJECT_BINARY_DIR}/cmake/WarptileConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES
  ${PROJECT_BINARY_DIR}/cmake/WarptileConfig.cmake
  ${PROJECT_BINARY_DIR}/cmake/WarptileConfigVersion.cmake
  DESTINATION ${WARPTILE_INSTALL_CMAKEDIR})
